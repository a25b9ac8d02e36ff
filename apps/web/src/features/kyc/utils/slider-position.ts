import { KYC_RULES } from '@woohoo/shared/kyc/kyc-rules';

/** The slider puzzle's sizes in the image's own px (the server's coordinates). */
export type PuzzleSize = { width: number; piece: number };

export const DEFAULT_PUZZLE: PuzzleSize = { width: KYC_RULES.slider.width, piece: KYC_RULES.slider.piece };

/** The piece's left edge goes from 0 to the image's width less the piece's. */
export function maxSliderX(size: PuzzleSize = DEFAULT_PUZZLE): number {
  return size.width - size.piece;
}

/** An x in image px, whole and within the track. */
export function clampSliderX(x: number, size: PuzzleSize = DEFAULT_PUZZLE): number {
  return Math.min(maxSliderX(size), Math.max(0, Math.round(x)));
}

/**
 * Where a drag ends, in the image's own px: the picture may be shown wider or narrower than its
 * 300 px, so the distance the finger moved on screen is scaled by image width / displayed width.
 */
export function dragToImageX(input: {
  /** The piece's x (image px) when the drag began. */
  startX: number;
  /** How far the pointer moved on screen, in CSS px (negative: back). */
  deltaPx: number;
  /** The picture's width on screen, in CSS px. */
  displayedWidthPx: number;
  size?: PuzzleSize;
}): number {
  const size = input.size ?? DEFAULT_PUZZLE;
  if (input.displayedWidthPx <= 0) return clampSliderX(input.startX, size);
  return clampSliderX(input.startX + (input.deltaPx * size.width) / input.displayedWidthPx, size);
}

/** Keys that move the slider, and by how many image px (Shift moves 10 times as far). */
export function keyToSliderX(
  key: string,
  x: number,
  shift: boolean,
  size: PuzzleSize = DEFAULT_PUZZLE,
): number | undefined {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSliderX(x + step, size);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSliderX(x - step, size);
    case 'PageUp':
      return clampSliderX(x + 20, size);
    case 'PageDown':
      return clampSliderX(x - 20, size);
    case 'Home':
      return 0;
    case 'End':
      return maxSliderX(size);
    default:
      return undefined;
  }
}
