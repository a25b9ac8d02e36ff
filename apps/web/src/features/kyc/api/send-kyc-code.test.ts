import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { KycChallenge } from '@woohoo/shared/api/kyc';
import type { EndpointRoute } from '@woohoo/shared/endpoints/endpoint';
import * as routes from '@woohoo/shared/endpoints/routes';
import { ERRORS } from '@woohoo/shared/error-codes';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { makeKycChallenge } from '../testing/kyc-factories';
import { kycChallengeQueryOptions } from './get-kyc-challenge';
import { type SendKycCodeInput, sendKycCodeMutationOptions } from './send-kyc-code';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
/** The client's call, loosely typed: each test answers per endpoint. */
const call = api.call as unknown as Mock<(route: EndpointRoute, input?: unknown) => Promise<unknown>>;

/** The page's situation: a challenge on screen (an observer watches it), ready for "Send code". */
async function showChallenge(first: KycChallenge) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  call.mockResolvedValueOnce(first);
  const observer = new QueryObserver(client, {
    ...kycChallengeQueryOptions(ADDRESS),
    refetchInterval: false,
  });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() =>
    expect(client.getQueryData(endpointKey(routes.kyc.challenge, ADDRESS))).toEqual(first),
  );
  call.mockClear();
  return { client, unsubscribe };
}

function makeInput(challenge: KycChallenge): SendKycCodeInput {
  return {
    email: 'alice@example.com',
    verifyImgs: [challenge.captchaId, challenge.sliderId],
    captchaCode: 'abcde',
    sliderX: 120,
    deviceId: 'device-0001',
  };
}

afterEach(() => {
  call.mockReset();
});

describe('sending the KYC1 code', () => {
  it('fetches a new challenge after a failed request (40038 Verification failed)', async () => {
    const first = makeKycChallenge({ captchaId: 'captcha-1', sliderId: 'slider-1' });
    const second = makeKycChallenge({ captchaId: 'captcha-2', sliderId: 'slider-2' });
    const { client, unsubscribe } = await showChallenge(first);
    const refused = new ApiError({
      code: ERRORS.verificationFailed.code,
      msg: 'Verification failed',
      status: 400,
    });
    call.mockImplementation(async (route) => {
      if (route.path === '/api/kyc/email/code') throw refused;
      if (route.path === '/api/kyc/challenge') return second;
      throw new Error(`unexpected ${route.path}`);
    });

    const mutation = new MutationObserver(client, sendKycCodeMutationOptions(client, ADDRESS));
    await expect(mutation.mutate(makeInput(first))).rejects.toBe(refused);

    await vi.waitFor(() =>
      expect(client.getQueryData(endpointKey(routes.kyc.challenge, ADDRESS))).toEqual(second),
    );
    const paths = call.mock.calls.map(([route]) => route.path);
    expect(paths).toEqual(['/api/kyc/email/code', '/api/kyc/challenge']);
    expect(call.mock.calls[0]?.[0]).toMatchObject({ method: 'POST' });
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      body: { verifyImgs: ['captcha-1', 'slider-1'], sliderX: 120 },
    });
    unsubscribe();
  });

  it('fetches a new challenge after a refusal before the check too (42901 too soon)', async () => {
    const first = makeKycChallenge({ captchaId: 'captcha-1' });
    const second = makeKycChallenge({ captchaId: 'captcha-2' });
    const { client, unsubscribe } = await showChallenge(first);
    call.mockImplementation(async (route) => {
      if (route.path === '/api/kyc/email/code')
        throw new ApiError({ code: ERRORS.kycResendTooSoon.code, msg: 'Please wait', status: 429 });
      return second;
    });
    const mutation = new MutationObserver(client, sendKycCodeMutationOptions(client, ADDRESS));
    await expect(mutation.mutate(makeInput(first))).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() =>
      expect(client.getQueryData(endpointKey(routes.kyc.challenge, ADDRESS))).toEqual(second),
    );
    unsubscribe();
  });

  it('also replaces the challenge a successful request used up', async () => {
    const first = makeKycChallenge({ captchaId: 'captcha-1' });
    const second = makeKycChallenge({ captchaId: 'captcha-2' });
    const { client, unsubscribe } = await showChallenge(first);
    const sent = { email: 'al***@example.com', resendInSec: 60, expiresInSec: 600 };
    call.mockImplementation(async (route) => (route.path === '/api/kyc/email/code' ? sent : second));
    const mutation = new MutationObserver(client, sendKycCodeMutationOptions(client, ADDRESS));
    await expect(mutation.mutate(makeInput(first))).resolves.toEqual(sent);
    await vi.waitFor(() =>
      expect(client.getQueryData(endpointKey(routes.kyc.challenge, ADDRESS))).toEqual(second),
    );
    unsubscribe();
  });
});
