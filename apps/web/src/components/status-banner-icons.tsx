import { Icon, type IconProps } from './icon-base';

/** A crossed-out cloud: no connection. */
export function CloudOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M22.6 16.9A5 5 0 0 0 18 10h-1.3a8 8 0 0 0-7-6" />
      <path d="M5 5a8 8 0 0 0 4 15h9a5 5 0 0 0 1.7-.3" />
      <path d="m2 2 20 20" />
    </Icon>
  );
}

/** Two turning arrows: a new version. */
export function RefreshIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 4v6h-6" />
      <path d="M3 20v-6h6" />
      <path d="M5.5 9a7.5 7.5 0 0 1 12.4-2.8L21 10M3 14l3.1 3.8A7.5 7.5 0 0 0 18.5 15" />
    </Icon>
  );
}
