import { buildQueryValues } from '../../../lib/navigation/query-values';
import { TAB_PATHS } from '../../../lib/navigation/tab-paths';

/**
 * The blind-box pages. SPEC 2 names the screens "blind box, open blind box and my boxes" without
 * paths; our decision: the tab at /pages/blindbox/blindbox, its screens beside it, and a verify
 * view of an opened box's draw.
 */
export const BOX_PATHS = {
  boxes: TAB_PATHS.blindBox,
  open: '/pages/blindbox/open',
  mine: '/pages/blindbox/myboxes',
  verify: '/pages/blindbox/verify',
} as const;

/** open?value1=<box id> */
export const openBoxPath = (boxId: string) => `${BOX_PATHS.open}${buildQueryValues([boxId])}`;

/** verify?value1=<box id> */
export const verifyBoxPath = (boxId: string) => `${BOX_PATHS.verify}${buildQueryValues([boxId])}`;
