import { Icon, type IconProps } from '../../../components/icon-base';

/** Icons only the blind-box pages use, drawn with the shared frame (components/icon-base.tsx). */
export function ShieldCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 19.5 6v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
      <path d="m8.8 12.2 2.2 2.2 4.3-4.4" />
    </Icon>
  );
}

export function DiceIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <path d="M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" strokeWidth={2.6} />
    </Icon>
  );
}

export function TableIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
      <path d="M3.5 9.5h17M3.5 14.5h17M10 9.5v10" />
    </Icon>
  );
}

export function BoxStackIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="10" width="16" height="10" rx="2" />
      <path d="M3 7.5h18v2.5H3zM12 7.5V20M12 7.5C10.8 5 8.2 4.3 7.8 5.8s2 1.7 4.2 1.7zm0 0c1.2-2.5 3.8-3.2 4.2-1.7s-2 1.7-4.2 1.7z" />
    </Icon>
  );
}

export function CrossIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m7 7 10 10M17 7 7 17" />
    </Icon>
  );
}
