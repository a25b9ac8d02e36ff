import { HOME_PATH } from './app-navigator';

/**
 * SPEC 2: the bottom tabs are home, INO, assets, team and blind box.
 * The spec gives no path for INO (node sale) and blind box, so we chose
 * /pages/ino/ino (the node purchase page) and /pages/blindbox/blindbox.
 */
export const TAB_PATHS = {
  home: HOME_PATH,
  ino: '/pages/ino/ino',
  assets: '/pages/my/BSCassets',
  team: '/pages/team/team',
  blindBox: '/pages/blindbox/blindbox',
} as const;

export type TabKey = keyof typeof TAB_PATHS;

const TAB_PATH_LIST: readonly string[] = Object.values(TAB_PATHS);

/** Whether a location (path, optionally with query) is a tab page; "/" is the home alias. */
export function isTabPath(to: string): boolean {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return pathname === '/' || TAB_PATH_LIST.some((path) => path.toLowerCase() === pathname.toLowerCase());
}

/** The tab a location belongs to, if it is a tab page. */
export function tabKeyOf(pathname: string): TabKey | undefined {
  if (pathname === '/') return 'home';
  const lower = pathname.toLowerCase();
  return (Object.keys(TAB_PATHS) as TabKey[]).find((key) => TAB_PATHS[key].toLowerCase() === lower);
}
