import type { LocaleResource } from '../lib/i18n/i18n';
import type { QueryValueInput } from '../lib/navigation/query-values';

/**
 * The facts of every page (path, title, tab, gate, query values): what links, the nav bar and
 * the tab bar need. It imports nothing from app/ or features/, so they can all read it; which
 * module holds each page's code is app/page-code.ts (shared -> features -> app, one way).
 */

/** SPEC 2: the bottom tabs are home, INO, assets, team and blind box. */
export type TabKey = 'home' | 'ino' | 'assets' | 'team' | 'blindBox';

export type RouteTitleKey = keyof LocaleResource['route'];

/**
 * Who may open a page. `public`: anyone (`wallet`: the page reads the chain, so the wallet
 * libraries load with its code). `signIn`: a user's own data, behind the sign-in gate of the
 * app shell (app/app-routes.tsx), which hands the page the signed-in address.
 */
export type PageGate = { gate: 'public'; wallet?: true } | { gate: 'signIn' };

export type Page = PageGate & {
  path: string;
  /** Other paths that show the same page (matched like `path`, never linked to). */
  aliases?: readonly string[];
  /** Its title in the nav bar: a key of the locale files' `route` section. */
  title: RouteTitleKey;
  /** Set on the five tab pages (SPEC 2), which show the bottom tab bar. */
  tab?: TabKey;
  /**
   * The page of the first load (home): its code is preloaded when a visit starts on it, and its
   * text is in the shell's English sections, so it does not load the full English strings.
   */
  firstLoad?: true;
};

/** A page whose path takes the query values `Q` (SPEC 2: value1..value9, in this order). */
export type PageWithQuery<Q extends readonly QueryValueInput[]> = Page & { readonly query?: Q };

/**
 * Declares a page; `Q` (type only) names its query values for its path helper in paths.ts. The
 * gate stays in the entry's type, so app/page-code.ts can require the component each gate renders.
 */
function page<Q extends readonly QueryValueInput[] = []>(
  entry: Page & { gate: 'signIn' },
): PageWithQuery<Q> & { gate: 'signIn' };
function page<Q extends readonly QueryValueInput[] = []>(
  entry: Page & { gate: 'public' },
): PageWithQuery<Q> & { gate: 'public' };
function page(entry: Page): Page {
  return entry;
}

/**
 * Every page of the app, once (SPEC 2, hash-routed): its path, title, tab and gate. Links
 * use the helpers paths.ts derives from it (`paths.stake()`, `paths.productDetails(id)`); the app
 * renders a route for each (app/app-routes.tsx). INO (node sale) and blind box have no path in
 * the spec; we chose /pages/ino/ino and /pages/blindbox/blindbox for their tabs, and
 * /pages/my/Depositrecords for the deposit records, in the style of its siblings.
 */
export const PAGES = {
  home: page({
    path: '/pages/index/index',
    aliases: ['/'],
    title: 'home',
    tab: 'home',
    firstLoad: true,
    gate: 'public',
  }),
  nodes: page({
    path: '/pages/ino/ino',
    title: 'ino',
    tab: 'ino',
    gate: 'signIn',
  }),
  assets: page({
    path: '/pages/my/BSCassets',
    title: 'bscAssets',
    tab: 'assets',
    gate: 'signIn',
  }),
  team: page({
    path: '/pages/team/team',
    title: 'team',
    tab: 'team',
    gate: 'signIn',
  }),
  blindBox: page({
    path: '/pages/blindbox/blindbox',
    title: 'blindBox',
    tab: 'blindBox',
    gate: 'signIn',
  }),
  // Not in SPEC 2 (our decision): the "open blind box" and "my boxes" screens SPEC 2 names
  // without paths, and the verify view of an opened box's draw (docs/rules.md "Blind boxes").
  openBox: page<[boxId: string]>({
    path: '/pages/blindbox/open',
    title: 'openBox',
    gate: 'signIn',
  }),
  myBoxes: page({
    path: '/pages/blindbox/myboxes',
    title: 'myBoxes',
    gate: 'signIn',
  }),
  verifyBox: page<[boxId: string]>({
    path: '/pages/blindbox/verify',
    title: 'verifyBox',
    gate: 'signIn',
  }),
  announcements: page({
    path: '/pages/index/announcement',
    title: 'announcement',
    gate: 'public',
  }),
  announcementDetails: page<[announcementId: string]>({
    path: '/pages/index/Announcementdetails',
    title: 'announcementDetails',
    gate: 'public',
  }),
  mall: page({
    path: '/pages/Mall/Mall',
    title: 'mall',
    gate: 'public',
    wallet: true,
  }),
  productDetails: page<[productId: string]>({
    path: '/pages/index/Productdetails',
    title: 'productDetails',
    gate: 'public',
    wallet: true,
  }),
  submitOrder: page<[productId: string, variantId: string, quantity: number]>({
    path: '/pages/index/Submitorder',
    title: 'submitOrder',
    gate: 'signIn',
  }),
  myOrders: page({
    path: '/pages/my/myorder',
    title: 'myOrder',
    gate: 'signIn',
  }),
  checkLogistics: page<[orderId: string]>({
    path: '/pages/my/checklogistics',
    title: 'checkLogistics',
    gate: 'signIn',
  }),
  addresses: page({
    path: '/pages/my/Addressmanagement',
    title: 'addressManagement',
    gate: 'signIn',
  }),
  addAddress: page({
    path: '/pages/my/Addandmodifyaddress',
    title: 'addAddress',
    gate: 'signIn',
  }),
  modifyAddress: page<[addressId: string]>({
    path: '/pages/my/Modifydeliveryaddress',
    title: 'modifyAddress',
    gate: 'signIn',
  }),
  stake: page({
    path: '/pages/pledge/pledge',
    title: 'pledge',
    gate: 'signIn',
  }),
  stakeRecords: page({
    path: '/pages/pledge/Pledgerecord',
    title: 'pledgeRecord',
    gate: 'signIn',
  }),
  // Not in SPEC 2: the on-chain pool (SPEC 3 and 7, the Funding contract) in the staking section.
  pool: page({
    path: '/pages/pledge/pool',
    title: 'pool',
    gate: 'signIn',
  }),
  // Not in SPEC 2: the "second exchange with staged quotas" and the locked positions of SPEC 2's
  // page list, linked from the INO tab.
  woohooSale: page({
    path: '/pages/woohoo/sale',
    title: 'woohooSale',
    gate: 'signIn',
  }),
  positions: page({
    path: '/pages/woohoo/positions',
    title: 'positions',
    gate: 'signIn',
  }),
  // Not in SPEC 2: the ex-rights screen of SPEC 2's page list, behind the sign-in gate like the
  // rest of the INO section.
  exrights: page({
    path: '/pages/exrights/exrights',
    title: 'exrights',
    gate: 'signIn',
  }),
  // Not in SPEC 2: the team's pages of SPEC 2's page list (invite friends, bind referrer, income
  // details, reward summary, global bonus pool), under /pages/team in the style of the team tab.
  teamInvite: page({
    path: '/pages/team/invite',
    title: 'teamInvite',
    gate: 'signIn',
  }),
  bindReferrer: page({
    path: '/pages/team/bind',
    title: 'bindReferrer',
    gate: 'signIn',
  }),
  incomeDetails: page({
    path: '/pages/team/income',
    title: 'incomeDetails',
    gate: 'signIn',
  }),
  rewardSummary: page({
    path: '/pages/team/rewards',
    title: 'rewardSummary',
    gate: 'signIn',
  }),
  bonusPool: page({
    path: '/pages/team/pool',
    title: 'bonusPool',
    gate: 'signIn',
  }),
  // Not in SPEC 2: the weekly assessment of SPEC 3 and 4 (docs/rules.md "Weekly assessment"), and
  // beside it the full-node assessment of SPEC 2's page list.
  assessment: page({
    path: '/pages/team/assessment',
    title: 'assessment',
    gate: 'signIn',
  }),
  fullNodeAssessment: page({
    path: '/pages/team/fullNodeAssessment',
    title: 'fullNodeAssessment',
    gate: 'signIn',
  }),
  ranking: page({
    path: '/pages/my/Rankinglist',
    title: 'rankingList',
    gate: 'signIn',
  }),
  // The my page is open to anyone: it asks for the wallet and the sign-in in its head.
  my: page({
    path: '/pages/my/my',
    title: 'my',
    gate: 'public',
    wallet: true,
  }),
  giftCollection: page({
    path: '/pages/my/Giftinscriptioncollection',
    title: 'giftInscriptionCollection',
    gate: 'signIn',
  }),
  // Not in SPEC 2 (our decision): the "KYC certification" screen and the task centre of SPEC 2's
  // page list, beside the other account pages under /pages/my.
  kyc: page({
    path: '/pages/my/kyc',
    title: 'kyc',
    gate: 'signIn',
  }),
  tasks: page({
    path: '/pages/my/tasks',
    title: 'taskCenter',
    gate: 'signIn',
  }),
  assetDetails: page<[asset: string]>({
    path: '/pages/my/BSCAssetsViewDetails',
    title: 'bscAssetsDetails',
    gate: 'signIn',
  }),
  deposit: page({
    path: '/pages/my/topup',
    title: 'topUp',
    gate: 'signIn',
  }),
  depositRecords: page({
    path: '/pages/my/Depositrecords',
    title: 'depositRecords',
    gate: 'signIn',
  }),
  withdraw: page({
    path: '/pages/my/Withdrawcash',
    aliases: ['/pages/my/BSCWithdrawcash'],
    title: 'withdrawCash',
    gate: 'signIn',
  }),
  withdrawRecords: page({
    path: '/pages/my/Withdrawalrecords',
    title: 'withdrawalRecords',
    gate: 'signIn',
  }),
  transfer: page({
    path: '/pages/my/transfer',
    title: 'transfer',
    gate: 'signIn',
  }),
  transferRecords: page({
    path: '/pages/my/Transferrecord',
    title: 'transferRecord',
    gate: 'signIn',
  }),
  swap: page({
    path: '/pages/my/Flashexchange',
    aliases: ['/pages/my/BSCFlashexchange'],
    title: 'flashExchange',
    gate: 'signIn',
  }),
  swapRecords: page({
    path: '/pages/my/Flashredemptionrecord',
    title: 'flashRedemptionRecord',
    gate: 'signIn',
  }),
  // Not in SPEC 2 (our decision): the public transparency report.
  transparency: page({
    path: '/transparency',
    title: 'transparency',
    gate: 'public',
  }),
  // SPEC 2's system pages for choosing a position (for the delivery address form) and showing one
  // with links to a maps app.
  chooseLocation: page({
    path: '/choose-location',
    title: 'chooseLocation',
    gate: 'public',
  }),
  openLocation: page<[latitude: number, longitude: number, label?: string]>({
    path: '/open-location',
    title: 'openLocation',
    gate: 'public',
  }),
} as const;

export type PageId = keyof typeof PAGES;
