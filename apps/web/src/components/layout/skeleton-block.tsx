import Skeleton from 'antd-mobile/es/components/skeleton';

/** The radii of app/theme.css a placeholder takes, to match what it stands in for. */
const RADII = {
  sm: 'var(--app-radius-sm)',
  md: 'var(--app-radius)',
  lg: 'var(--app-radius-lg)',
  pill: 'var(--app-radius-pill)',
} as const;

/**
 * A shimmering placeholder the size of what is loading: `height` pixels tall, `width` wide (all
 * of it unless given), with the corners of a card (`md`), a hero (`lg`), a field (`sm`) or a pill.
 */
export function SkeletonBlock({
  height,
  width,
  radius = 'md',
  className,
}: {
  height: number;
  width?: string;
  radius?: keyof typeof RADII | number;
  className?: string;
}) {
  const style = {
    '--height': `${height}px`,
    '--border-radius': typeof radius === 'number' ? `${radius}px` : RADII[radius],
    ...(width ? { '--width': width } : {}),
  };
  return <Skeleton animated className={className} style={style} />;
}
