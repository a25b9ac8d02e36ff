import type { SVGProps } from 'react';

/**
 * The frame of every inline line icon (no icon package is a dependency): 24x24, stroke in
 * currentColor, decorative by default (aria-hidden): the text beside an icon names the control.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
