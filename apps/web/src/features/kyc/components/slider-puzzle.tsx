import type { KycChallenge } from '@woohoo/shared/api/kyc';
import { KYC_RULES } from '@woohoo/shared/kyc/kyc-rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { useSliderDrag } from '../hooks/use-slider-drag';
import { maxSliderX, type PuzzleSize } from '../utils/slider-position';
import styles from './kyc.module.css';
import { ArrowsIcon } from './kyc-icons';

/** The piece's side in image px (the challenge does not repeat it). */
const PIECE_PX = KYC_RULES.slider.piece;

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The slider puzzle (SPEC 5 "the slider puzzle must be completed"): the picture with its gap,
 * the piece at the server's y, and a handle under it that moves the piece. Hand-made rather than
 * antd-mobile's Slider, whose thumb centres on its value and takes no keys: here the handle's
 * left edge is the piece's, it drags with touch or mouse and moves with the arrow keys
 * (hooks/use-slider-drag.ts). The picture is drawn at the card's width and positioned in
 * percent of its own 300 px. Always left to right, in Persian too: it is a picture.
 */
export function SliderPuzzle({
  challenge,
  x,
  disabled,
  onPlace,
}: {
  challenge: KycChallenge;
  /** Where the piece was dropped (image px); undefined until it has been. */
  x: number | undefined;
  disabled: boolean;
  onPlace: (x: number) => void;
}) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const size: PuzzleSize = { width: challenge.sliderWidth, piece: PIECE_PX };
  const { shown, placed, handlers } = useSliderDrag({ x, size, disabled, trackRef, onPlace });
  const left = percent(shown, challenge.sliderWidth);
  const pieceWidth = percent(PIECE_PX, challenge.sliderWidth);
  return (
    <Stack gap={10} className={styles.puzzle} dir="ltr" data-placed={placed ? 'true' : undefined}>
      <div
        className={styles.puzzlePicture}
        style={{ aspectRatio: `${challenge.sliderWidth} / ${challenge.sliderHeight}` }}
      >
        <img
          className={styles.puzzleImage}
          src={challenge.sliderImage}
          alt={t('kyc.security.puzzleAlt')}
          draggable={false}
          data-testid="kyc-puzzle-image"
        />
        <img
          className={styles.puzzlePiece}
          src={challenge.sliderPiece}
          alt=""
          draggable={false}
          style={{
            insetInlineStart: left,
            insetBlockStart: percent(challenge.sliderPieceY, challenge.sliderHeight),
            width: pieceWidth,
          }}
          data-testid="kyc-puzzle-piece"
        />
      </div>
      <div ref={trackRef} className={styles.track} data-testid="kyc-slider-track">
        <span
          className={styles.trackFill}
          style={{ width: percent(shown + PIECE_PX / 2, challenge.sliderWidth) }}
          aria-hidden="true"
        />
        {/* The puzzle is laid out left to right (the piece moves right); the hint reads in the language's own direction. */}
        <span className={`${textStyle.muted} ${styles.trackText}`} aria-hidden="true" dir="auto">
          {placed ? t('kyc.security.placed') : t('kyc.security.sliderHint')}
        </span>
        <div
          role="slider"
          tabIndex={disabled ? -1 : 0}
          className={styles.handle}
          style={{ insetInlineStart: left, width: pieceWidth }}
          aria-label={t('kyc.security.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={maxSliderX(size)}
          aria-valuenow={shown}
          aria-valuetext={placed ? t('kyc.security.placed') : undefined}
          aria-disabled={disabled ? true : undefined}
          data-testid="kyc-slider-handle"
          {...handlers}
        >
          {placed ? <CheckIcon size={20} /> : <ArrowsIcon size={20} />}
        </div>
      </div>
    </Stack>
  );
}
