import type { BoxKind } from '@woohoo/shared/boxes/box-rules';
import { useId } from 'react';
import styles from './box-art.module.css';

/** How the box is drawn: shut, locked, shaking while the draw runs, bursting open, or open. */
export type BoxArtPhase = 'locked' | 'shut' | 'shaking' | 'bursting' | 'open';

/** Each kind's two ribbon-and-body tones (the gold of the theme, a blue and a green). */
const TONES: Record<BoxKind, [string, string]> = {
  tutorial: ['#f8d33a', '#c99a09'],
  coaching: ['#7ab8ff', '#2f6fd1'],
  ecosystem: ['#5fe0ad', '#1d8a60'],
};

/** Where the sparkles of an open box shine: x, y and size. */
const SPARKLES: readonly [number, number, number][] = [
  [14, 30, 7],
  [104, 22, 9],
  [100, 58, 5],
  [22, 64, 5],
  [84, 8, 4],
];

/** A four-pointed star centred on (x, y). */
function sparkle(x: number, y: number, r: number): string {
  const k = r / 4;
  return `M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`;
}

/**
 * A gift box drawn inline (no image files): body, lid with a bow, and a glow that flares when it
 * bursts open. Decorative; the card beside it names the box and its state. The motion lives in
 * box-art.module.css and stops under prefers-reduced-motion.
 */
export function BoxArt({ kind, phase, size = 64 }: { kind: BoxKind; phase: BoxArtPhase; size?: number }) {
  const id = useId().replace(/[^\w-]/g, '');
  const [light, dark] = TONES[kind];
  return (
    <svg
      className={styles.art}
      data-phase={phase}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor={light} stopOpacity="0.9" />
          <stop offset="1" stopColor={light} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle className={styles.glow} cx="60" cy="52" r="56" fill={`url(#${id}-glow)`} />
      <g className={styles.rays} fill={light}>
        {SPARKLES.map(([x, y, r]) => (
          <path key={`${x}-${y}`} d={sparkle(x, y, r)} />
        ))}
      </g>
      <g className={styles.box}>
        <rect x="22" y="54" width="76" height="52" rx="8" fill={`url(#${id}-body)`} />
        <rect x="22" y="54" width="76" height="8" fill="#000" opacity="0.18" />
        <rect x="53" y="54" width="14" height="52" fill="#fff" opacity="0.32" />
        <g className={styles.lid}>
          <rect x="16" y="38" width="88" height="18" rx="6" fill={`url(#${id}-body)`} />
          <rect x="53" y="38" width="14" height="18" fill="#fff" opacity="0.4" />
          <path
            d="M60 38c-6-12-22-16-24-6s14 6 24 6zm0 0c6-12 22-16 24-6s-14 6-24 6z"
            fill={light}
            stroke={dark}
            strokeWidth="2"
          />
        </g>
      </g>
      {phase === 'locked' && (
        <g className={styles.lock}>
          <circle
            cx="94"
            cy="96"
            r="17"
            fill="var(--app-surface)"
            stroke="var(--app-border)"
            strokeWidth="2"
          />
          <rect x="86" y="94" width="16" height="12" rx="3" fill="var(--app-text-secondary)" />
          <path
            d="M89.5 94v-4a4.5 4.5 0 0 1 9 0v4"
            fill="none"
            stroke="var(--app-text-secondary)"
            strokeWidth="2.6"
          />
        </g>
      )}
    </svg>
  );
}
