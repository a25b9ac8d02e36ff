import { Icon, type IconProps } from '../../../components/icon-base';

/** Icons only the home page uses, in the frame of icon-base.tsx. */

export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </Icon>
  );
}
