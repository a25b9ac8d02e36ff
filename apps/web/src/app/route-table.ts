import { BOX_PATHS } from '../features/boxes/utils/box-paths';
import { KYC_PATH } from '../features/kyc/utils/kyc-paths';
import { FULL_NODE_ASSESSMENT_PATH } from '../features/rewards/utils/full-node-assessment-path';
import type { LocaleResource } from '../lib/i18n/i18n';
import { LOCATION_PATHS } from '../lib/location/location-paths';
import { ANNOUNCEMENT_DETAILS_PATH, ANNOUNCEMENTS_PATH } from '../lib/navigation/announcement-paths';
import { HOME_PATH } from '../lib/navigation/app-navigator';
import { ASSESSMENT_PATH } from '../lib/navigation/assessment-path';
import { MY_PATHS } from '../lib/navigation/my-paths';
import { TAB_PATHS, type TabKey } from '../lib/navigation/tab-paths';
import { TEAM_PATHS } from '../lib/navigation/team-paths';
import { TRANSPARENCY_PATH } from '../lib/navigation/transparency-path';

export type RouteTitleKey = keyof LocaleResource['route'];

/** The money pages (deposit, withdraw, transfer, swap, records, assets), one lazy route module. */
export type MoneyRoutePage =
  | 'assets'
  | 'assetDetails'
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'swap'
  | 'depositRecords'
  | 'withdrawRecords'
  | 'transferRecords'
  | 'swapRecords';

/** The mall pages (SPEC 2), one lazy route module. */
export type MallRoutePage =
  | 'mall'
  | 'productDetails'
  | 'submitOrder'
  | 'myOrders'
  | 'checkLogistics'
  | 'addresses'
  | 'addAddress'
  | 'modifyAddress';

/** The mall pages that are a signed-in user's own (behind the sign-in gate). */
export type MallAccountPage = Exclude<MallRoutePage, 'mall' | 'productDetails'>;

/** The team tab and its pages (SPEC 2), one lazy route module. */
export type TeamRoutePage =
  | 'team'
  | 'teamInvite'
  | 'bindReferrer'
  | 'incomeDetails'
  | 'rewardSummary'
  | 'bonusPool'
  | 'assessment'
  | 'fullNodeAssessment'
  | 'ranking';

/** The blind-box tab and its pages (SPEC 2), one lazy route module. */
export type BoxesRoutePage = 'blindBox' | 'openBox' | 'myBoxes' | 'verifyBox';

/** The my page and the gift inscription collection (SPEC 2), one lazy route module. */
export type MyRoutePage = 'my' | 'giftCollection';

/** SPEC 2's system pages for choosing and showing a position, one lazy route module. */
export type LocationRoutePage = 'chooseLocation' | 'openLocation';

/** Which page component a route renders. */
export type RoutePage =
  | 'home'
  | LocationRoutePage
  | 'nodes'
  | 'stake'
  | 'stakeRecords'
  | 'pool'
  | 'exrights'
  | 'announcements'
  | 'announcementDetails'
  | 'woohooSale'
  | 'positions'
  | 'kyc'
  | 'tasks'
  | 'transparency'
  | MoneyRoutePage
  | MallRoutePage
  | TeamRoutePage
  | MyRoutePage
  | BoxesRoutePage;

const MALL_PAGES: readonly RoutePage[] = [
  'mall',
  'productDetails',
  'submitOrder',
  'myOrders',
  'checkLogistics',
  'addresses',
  'addAddress',
  'modifyAddress',
];

/** Whether a route renders one of the mall pages. */
export function isMallPage(page: RoutePage): page is MallRoutePage {
  return MALL_PAGES.includes(page);
}

const TEAM_PAGES: readonly RoutePage[] = [
  'team',
  'teamInvite',
  'bindReferrer',
  'incomeDetails',
  'rewardSummary',
  'bonusPool',
  'assessment',
  'fullNodeAssessment',
  'ranking',
];

/** Whether a route renders one of the team pages. */
export function isTeamPage(page: RoutePage): page is TeamRoutePage {
  return TEAM_PAGES.includes(page);
}

const BOXES_PAGES: readonly RoutePage[] = ['blindBox', 'openBox', 'myBoxes', 'verifyBox'];

/** Whether a route renders one of the blind-box pages. */
export function isBoxesPage(page: RoutePage): page is BoxesRoutePage {
  return BOXES_PAGES.includes(page);
}

/** Whether a route renders the my page or the gift inscription collection. */
export function isMyPage(page: RoutePage): page is MyRoutePage {
  return page === 'my' || page === 'giftCollection';
}

export type AppRoute = {
  path: string;
  titleKey: RouteTitleKey;
  page: RoutePage;
  /** Set on the five tab pages (SPEC 2), which show the bottom tab bar. */
  tab?: TabKey;
};

/**
 * SPEC 2: every route of the product, hash-routed. "/" is an alias of the home page. INO (node
 * sale) and blind box have no path in the spec; we chose /pages/ino/ino and
 * /pages/blindbox/blindbox for their tabs, and /pages/my/Depositrecords for the deposit records.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', titleKey: 'home', page: 'home', tab: 'home' },
  { path: HOME_PATH, titleKey: 'home', page: 'home', tab: 'home' },
  { path: TAB_PATHS.ino, titleKey: 'ino', page: 'nodes', tab: 'ino' },
  { path: TAB_PATHS.assets, titleKey: 'bscAssets', page: 'assets', tab: 'assets' },
  { path: TAB_PATHS.team, titleKey: 'team', page: 'team', tab: 'team' },
  { path: TAB_PATHS.blindBox, titleKey: 'blindBox', page: 'blindBox', tab: 'blindBox' },
  // Not in SPEC 2 (our decision): the "open blind box" and "my boxes" screens SPEC 2 names
  // without paths, and the verify view of an opened box's draw (docs/rules.md "Blind boxes").
  { path: BOX_PATHS.open, titleKey: 'openBox', page: 'openBox' },
  { path: BOX_PATHS.mine, titleKey: 'myBoxes', page: 'myBoxes' },
  { path: BOX_PATHS.verify, titleKey: 'verifyBox', page: 'verifyBox' },
  { path: ANNOUNCEMENTS_PATH, titleKey: 'announcement', page: 'announcements' },
  { path: ANNOUNCEMENT_DETAILS_PATH, titleKey: 'announcementDetails', page: 'announcementDetails' },
  { path: '/pages/index/Productdetails', titleKey: 'productDetails', page: 'productDetails' },
  { path: '/pages/index/Submitorder', titleKey: 'submitOrder', page: 'submitOrder' },
  { path: '/pages/pledge/pledge', titleKey: 'pledge', page: 'stake' },
  { path: '/pages/pledge/Pledgerecord', titleKey: 'pledgeRecord', page: 'stakeRecords' },
  // Not in SPEC 2: the on-chain pool (SPEC 3 and 7, the Funding contract) in the staking section.
  { path: '/pages/pledge/pool', titleKey: 'pool', page: 'pool' },
  // Not in SPEC 2: the "second exchange with staged quotas" and the locked positions of SPEC 2's page list.
  { path: '/pages/woohoo/sale', titleKey: 'woohooSale', page: 'woohooSale' },
  { path: '/pages/woohoo/positions', titleKey: 'positions', page: 'positions' },
  // Not in SPEC 2: the ex-rights screen of SPEC 2's page list.
  { path: '/pages/exrights/exrights', titleKey: 'exrights', page: 'exrights' },
  // Not in SPEC 2: the team's pages of SPEC 2's page list (invite friends, bind referrer, income
  // details, reward summary, global bonus pool); see lib/navigation/team-paths.ts.
  { path: TEAM_PATHS.invite, titleKey: 'teamInvite', page: 'teamInvite' },
  { path: TEAM_PATHS.bindReferrer, titleKey: 'bindReferrer', page: 'bindReferrer' },
  { path: TEAM_PATHS.income, titleKey: 'incomeDetails', page: 'incomeDetails' },
  { path: TEAM_PATHS.rewardSummary, titleKey: 'rewardSummary', page: 'rewardSummary' },
  { path: TEAM_PATHS.bonusPool, titleKey: 'bonusPool', page: 'bonusPool' },
  // Not in SPEC 2: the weekly assessment of SPEC 3 and 4 (docs/rules.md "Weekly assessment").
  { path: ASSESSMENT_PATH, titleKey: 'assessment', page: 'assessment' },
  // Not in SPEC 2's paths (our decision): the full-node assessment of SPEC 2's page list.
  { path: FULL_NODE_ASSESSMENT_PATH, titleKey: 'fullNodeAssessment', page: 'fullNodeAssessment' },
  // Not in SPEC 2 (our decision): the "KYC certification" screen of SPEC 2's page list, beside
  // the other account pages under /pages/my.
  { path: KYC_PATH, titleKey: 'kyc', page: 'kyc' },
  { path: '/pages/Mall/Mall', titleKey: 'mall', page: 'mall' },
  { path: MY_PATHS.my, titleKey: 'my', page: 'my' },
  { path: MY_PATHS.gifts, titleKey: 'giftInscriptionCollection', page: 'giftCollection' },
  // Not in SPEC 2 (our decision): the task centre of SPEC 2's page list.
  { path: MY_PATHS.tasks, titleKey: 'taskCenter', page: 'tasks' },
  { path: '/pages/my/BSCAssetsViewDetails', titleKey: 'bscAssetsDetails', page: 'assetDetails' },
  { path: '/pages/my/Flashexchange', titleKey: 'flashExchange', page: 'swap' },
  { path: '/pages/my/BSCFlashexchange', titleKey: 'flashExchange', page: 'swap' },
  { path: '/pages/my/Flashredemptionrecord', titleKey: 'flashRedemptionRecord', page: 'swapRecords' },
  { path: '/pages/my/topup', titleKey: 'topUp', page: 'deposit' },
  { path: '/pages/my/Depositrecords', titleKey: 'depositRecords', page: 'depositRecords' },
  { path: '/pages/my/transfer', titleKey: 'transfer', page: 'transfer' },
  { path: '/pages/my/Transferrecord', titleKey: 'transferRecord', page: 'transferRecords' },
  { path: '/pages/my/Withdrawcash', titleKey: 'withdrawCash', page: 'withdraw' },
  { path: '/pages/my/BSCWithdrawcash', titleKey: 'withdrawCash', page: 'withdraw' },
  { path: '/pages/my/Withdrawalrecords', titleKey: 'withdrawalRecords', page: 'withdrawRecords' },
  { path: '/pages/my/Addressmanagement', titleKey: 'addressManagement', page: 'addresses' },
  { path: '/pages/my/Addandmodifyaddress', titleKey: 'addAddress', page: 'addAddress' },
  { path: '/pages/my/Modifydeliveryaddress', titleKey: 'modifyAddress', page: 'modifyAddress' },
  { path: '/pages/my/myorder', titleKey: 'myOrder', page: 'myOrders' },
  { path: '/pages/my/checklogistics', titleKey: 'checkLogistics', page: 'checkLogistics' },
  { path: TEAM_PATHS.ranking, titleKey: 'rankingList', page: 'ranking' },
  // Not in SPEC 2 (our decision): the public transparency report
  { path: TRANSPARENCY_PATH, titleKey: 'transparency', page: 'transparency' },
  { path: LOCATION_PATHS.choose, titleKey: 'chooseLocation', page: 'chooseLocation' },
  { path: LOCATION_PATHS.open, titleKey: 'openLocation', page: 'openLocation' },
];

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** The route a pathname shows (matching is case-insensitive, like the router's). */
export function findRoute(pathname: string): AppRoute | undefined {
  const key = normalise(pathname);
  return ROUTES.find((route) => normalise(route.path) === key);
}
