import type { KycChallenge, KycStatus } from '@woohoo/shared/api/kyc';

/** Test factories of KYC1 (STYLE "Tests": makeX(overrides)). */

export function makeKycStatus(overrides: Partial<KycStatus> = {}): KycStatus {
  return { level: 0, email: null, verifiedAt: null, resendInSec: 0, ...overrides };
}

export function makeKycChallenge(overrides: Partial<KycChallenge> = {}): KycChallenge {
  return {
    captchaId: '5b0d3e0a-6a8e-4a55-9a57-1d1f6f6c2d11',
    captchaImage: 'data:image/svg+xml;base64,PHN2Zy8+',
    sliderId: '0f3b8a1e-8f5d-4d7a-bb2e-6a6f0d9c4e22',
    sliderImage: 'data:image/png;base64,iVBORw0KGgo=',
    sliderPiece: 'data:image/png;base64,iVBORw0KGgo=',
    sliderPieceY: 58,
    sliderWidth: 300,
    sliderHeight: 160,
    expiresInSec: 120,
    ...overrides,
  };
}
