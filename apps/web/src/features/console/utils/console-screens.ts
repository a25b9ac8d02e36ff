/** The console's screens in nav order; `path` is relative to the console's base path. */
export const CONSOLE_SCREENS = [
  { name: 'withdrawals', path: '', label: 'Withdrawals' },
  { name: 'payouts', path: 'payouts', label: 'Payouts' },
  { name: 'audit', path: 'audit', label: 'Audit' },
  { name: 'users', path: 'users', label: 'Users' },
  { name: 'settlements', path: 'settlements', label: 'Settlements' },
  { name: 'pool', path: 'pool', label: 'Pool' },
  { name: 'rules', path: 'rules', label: 'Rules' },
  { name: 'announcements', path: 'announcements', label: 'Announcements' },
  { name: 'exrights', path: 'exrights', label: 'Ex-rights' },
  { name: 'mall', path: 'mall', label: 'Mall orders' },
  { name: 'products', path: 'products', label: 'Products' },
] as const;

export type ConsoleScreenName = (typeof CONSOLE_SCREENS)[number]['name'];

/** The absolute path of a screen under the console's base path (`/console`, `/console/audit`). */
export function consoleScreenPath(basePath: string, name: ConsoleScreenName): string {
  const screen = CONSOLE_SCREENS.find((s) => s.name === name);
  return screen?.path ? `${basePath}/${screen.path}` : basePath;
}
