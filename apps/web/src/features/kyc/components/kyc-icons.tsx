import { Icon, type IconProps } from '../../../components/icon-base';

/** Icons of the KYC1 page, drawn with the shared frame (components/icon-base.tsx). */
/** The KYC1 mark: a shield with a person (the page's status card and the home tile). */
export function KycIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 19.5 6v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
      <circle cx="12" cy="10" r="2.3" />
      <path d="M8.3 16c.8-1.7 2.1-2.5 3.7-2.5s2.9.8 3.7 2.5" />
    </Icon>
  );
}

export function ShieldCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 19.5 6v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
      <path d="m8.8 12.2 2.2 2.2 4.3-4.4" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2.5" />
      <path d="m4.5 7.5 7.5 5.5 7.5-5.5" />
    </Icon>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.5 4.5v4.2h-4.2" />
    </Icon>
  );
}

export function BoxKeyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
      <path d="M3.5 9 6 4.5h12L20.5 9M12 9v11" />
    </Icon>
  );
}

export function UserOnceIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c0-3.6 3.1-6 7-6s7 2.4 7 6" />
    </Icon>
  );
}

export function ArrowsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9 6 6 6-6 6" />
      <path d="m4 6 6 6-6 6" opacity={0.45} />
    </Icon>
  );
}
