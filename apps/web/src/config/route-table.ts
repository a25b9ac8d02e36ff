import type { ReactNode } from 'react';
import type { Address } from 'viem';
import type { LocaleResource } from '../lib/i18n/i18n';
import type { QueryValueInput } from '../lib/navigation/query-values';

/** SPEC 2: the bottom tabs are home, INO, assets, team and blind box. */
export type TabKey = 'home' | 'ino' | 'assets' | 'team' | 'blindBox';

export type RouteTitleKey = keyof LocaleResource['route'];

/**
 * A page's component: `pick` takes it from the module `load` imports lazily (SPEC 2: every page
 * loads lazily). Pages whose `load` is the same function share that module's chunk.
 */
export type PageCode<P> = { load: () => Promise<unknown>; pick: (module: unknown) => PageComponent<P> };

/** A page's React component, given the props its gate hands it. */
export type PageComponent<P> = (props: P) => ReactNode;

function code<M, P>(load: () => Promise<M>, pick: (module: M) => PageComponent<P>): PageCode<P> {
  return { load, pick: pick as (module: unknown) => PageComponent<P> };
}

/**
 * Who may open a page. `public`: anyone (`wallet`: the page reads the chain, so the wallet
 * libraries load with its code). `signIn`: a user's own data, behind the sign-in gate of the
 * app shell (app/app-routes.tsx), which hands the page the signed-in address.
 */
export type PageGate =
  | { gate: 'public'; wallet?: true; code: PageCode<object> }
  | { gate: 'signIn'; code: PageCode<{ address: Address }> };

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

/** Declares a page; `Q` (type only) names its query values for its path helper in paths.ts. */
function page<Q extends readonly QueryValueInput[] = []>(entry: Page): PageWithQuery<Q> {
  return entry;
}

// The route modules of app/routes/: the home page composed with the app's sign-in button, and the
// modules that hold several pages in one chunk (the pages of a chunk link to each other, so after
// the first one the rest open at once, and the app shell names one file instead of many).
const homeRoute = () => import('../app/routes/home-route');
const locationRoute = () => import('../app/routes/location-route');
const moneyRoute = () => import('../app/routes/money-route');
const stakeRoute = () => import('../app/routes/stake-route');
const woohooRoute = () => import('../app/routes/woohoo-route');
const announcementsRoute = () => import('../app/routes/announcements-route');
const mallRoute = () => import('../app/routes/mall-route');
const teamRoute = () => import('../app/routes/team-route');
const myRoute = () => import('../app/routes/my-route');
const boxesRoute = () => import('../app/routes/boxes-route');

/**
 * Every page of the app, once (SPEC 2, hash-routed): its path, title, tab, gate and code. Links
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
    code: code(homeRoute, (m) => m.default),
  }),
  nodes: page({
    path: '/pages/ino/ino',
    title: 'ino',
    tab: 'ino',
    gate: 'signIn',
    code: code(
      () => import('../features/nodes/components/nodes-page'),
      (m) => m.NodesPage,
    ),
  }),
  assets: page({
    path: '/pages/my/BSCassets',
    title: 'bscAssets',
    tab: 'assets',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.AssetsPage),
  }),
  team: page({
    path: '/pages/team/team',
    title: 'team',
    tab: 'team',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.TeamPage),
  }),
  blindBox: page({
    path: '/pages/blindbox/blindbox',
    title: 'blindBox',
    tab: 'blindBox',
    gate: 'signIn',
    code: code(boxesRoute, (m) => m.BlindBoxPage),
  }),
  // Not in SPEC 2 (our decision): the "open blind box" and "my boxes" screens SPEC 2 names
  // without paths, and the verify view of an opened box's draw (docs/rules.md "Blind boxes").
  openBox: page<[boxId: string]>({
    path: '/pages/blindbox/open',
    title: 'openBox',
    gate: 'signIn',
    code: code(boxesRoute, (m) => m.OpenBoxPage),
  }),
  myBoxes: page({
    path: '/pages/blindbox/myboxes',
    title: 'myBoxes',
    gate: 'signIn',
    code: code(boxesRoute, (m) => m.MyBoxesPage),
  }),
  verifyBox: page<[boxId: string]>({
    path: '/pages/blindbox/verify',
    title: 'verifyBox',
    gate: 'signIn',
    code: code(boxesRoute, (m) => m.VerifyBoxPage),
  }),
  announcements: page({
    path: '/pages/index/announcement',
    title: 'announcement',
    gate: 'public',
    code: code(announcementsRoute, (m) => m.AnnouncementListPage),
  }),
  announcementDetails: page<[announcementId: string]>({
    path: '/pages/index/Announcementdetails',
    title: 'announcementDetails',
    gate: 'public',
    code: code(announcementsRoute, (m) => m.AnnouncementDetailsPage),
  }),
  mall: page({
    path: '/pages/Mall/Mall',
    title: 'mall',
    gate: 'public',
    wallet: true,
    code: code(mallRoute, (m) => m.MallPage),
  }),
  productDetails: page<[productId: string]>({
    path: '/pages/index/Productdetails',
    title: 'productDetails',
    gate: 'public',
    wallet: true,
    code: code(mallRoute, (m) => m.ProductDetailsPage),
  }),
  submitOrder: page<[productId: string, variantId: string, quantity: number]>({
    path: '/pages/index/Submitorder',
    title: 'submitOrder',
    gate: 'signIn',
    code: code(mallRoute, (m) => m.SubmitOrderPage),
  }),
  myOrders: page({
    path: '/pages/my/myorder',
    title: 'myOrder',
    gate: 'signIn',
    code: code(mallRoute, (m) => m.MyOrdersPage),
  }),
  checkLogistics: page<[orderId: string]>({
    path: '/pages/my/checklogistics',
    title: 'checkLogistics',
    gate: 'signIn',
    code: code(mallRoute, (m) => m.CheckLogisticsPage),
  }),
  addresses: page({
    path: '/pages/my/Addressmanagement',
    title: 'addressManagement',
    gate: 'signIn',
    code: code(mallRoute, (m) => m.AddressManagementPage),
  }),
  addAddress: page({
    path: '/pages/my/Addandmodifyaddress',
    title: 'addAddress',
    gate: 'signIn',
    code: code(mallRoute, (m) => m.AddAddressPage),
  }),
  modifyAddress: page<[addressId: string]>({
    path: '/pages/my/Modifydeliveryaddress',
    title: 'modifyAddress',
    gate: 'signIn',
    code: code(mallRoute, (m) => m.ModifyAddressPage),
  }),
  stake: page({
    path: '/pages/pledge/pledge',
    title: 'pledge',
    gate: 'signIn',
    code: code(stakeRoute, (m) => m.StakePage),
  }),
  stakeRecords: page({
    path: '/pages/pledge/Pledgerecord',
    title: 'pledgeRecord',
    gate: 'signIn',
    code: code(stakeRoute, (m) => m.StakeRecordsPage),
  }),
  // Not in SPEC 2: the on-chain pool (SPEC 3 and 7, the Funding contract) in the staking section.
  pool: page({
    path: '/pages/pledge/pool',
    title: 'pool',
    gate: 'signIn',
    code: code(stakeRoute, (m) => m.PoolPage),
  }),
  // Not in SPEC 2: the "second exchange with staged quotas" and the locked positions of SPEC 2's
  // page list, linked from the INO tab.
  woohooSale: page({
    path: '/pages/woohoo/sale',
    title: 'woohooSale',
    gate: 'signIn',
    code: code(woohooRoute, (m) => m.WoohooSalePage),
  }),
  positions: page({
    path: '/pages/woohoo/positions',
    title: 'positions',
    gate: 'signIn',
    code: code(woohooRoute, (m) => m.PositionsPage),
  }),
  // Not in SPEC 2: the ex-rights screen of SPEC 2's page list, behind the sign-in gate like the
  // rest of the INO section.
  exrights: page({
    path: '/pages/exrights/exrights',
    title: 'exrights',
    gate: 'signIn',
    code: code(
      () => import('../features/exrights/components/exrights-page'),
      (m) => m.ExrightsPage,
    ),
  }),
  // Not in SPEC 2: the team's pages of SPEC 2's page list (invite friends, bind referrer, income
  // details, reward summary, global bonus pool), under /pages/team in the style of the team tab.
  teamInvite: page({
    path: '/pages/team/invite',
    title: 'teamInvite',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.InvitePage),
  }),
  bindReferrer: page({
    path: '/pages/team/bind',
    title: 'bindReferrer',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.BindReferrerPage),
  }),
  incomeDetails: page({
    path: '/pages/team/income',
    title: 'incomeDetails',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.IncomePage),
  }),
  rewardSummary: page({
    path: '/pages/team/rewards',
    title: 'rewardSummary',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.RewardSummaryPage),
  }),
  bonusPool: page({
    path: '/pages/team/pool',
    title: 'bonusPool',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.BonusPoolPage),
  }),
  // Not in SPEC 2: the weekly assessment of SPEC 3 and 4 (docs/rules.md "Weekly assessment"), and
  // beside it the full-node assessment of SPEC 2's page list.
  assessment: page({
    path: '/pages/team/assessment',
    title: 'assessment',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.AssessmentPage),
  }),
  fullNodeAssessment: page({
    path: '/pages/team/fullNodeAssessment',
    title: 'fullNodeAssessment',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.FullNodeAssessmentPage),
  }),
  ranking: page({
    path: '/pages/my/Rankinglist',
    title: 'rankingList',
    gate: 'signIn',
    code: code(teamRoute, (m) => m.RankingPage),
  }),
  // The my page is open to anyone: it asks for the wallet and the sign-in in its head.
  my: page({
    path: '/pages/my/my',
    title: 'my',
    gate: 'public',
    wallet: true,
    code: code(myRoute, (m) => m.MyRoute),
  }),
  giftCollection: page({
    path: '/pages/my/Giftinscriptioncollection',
    title: 'giftInscriptionCollection',
    gate: 'signIn',
    code: code(myRoute, (m) => m.GiftCollectionPage),
  }),
  // Not in SPEC 2 (our decision): the "KYC certification" screen and the task centre of SPEC 2's
  // page list, beside the other account pages under /pages/my.
  kyc: page({
    path: '/pages/my/kyc',
    title: 'kyc',
    gate: 'signIn',
    code: code(
      () => import('../features/kyc/components/kyc-page'),
      (m) => m.KycPage,
    ),
  }),
  tasks: page({
    path: '/pages/my/tasks',
    title: 'taskCenter',
    gate: 'signIn',
    code: code(
      () => import('../features/tasks/components/task-centre-page'),
      (m) => m.TaskCentrePage,
    ),
  }),
  assetDetails: page<[asset: string]>({
    path: '/pages/my/BSCAssetsViewDetails',
    title: 'bscAssetsDetails',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.AssetDetailsPage),
  }),
  deposit: page({
    path: '/pages/my/topup',
    title: 'topUp',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.DepositPage),
  }),
  depositRecords: page({
    path: '/pages/my/Depositrecords',
    title: 'depositRecords',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.DepositRecordsPage),
  }),
  withdraw: page({
    path: '/pages/my/Withdrawcash',
    aliases: ['/pages/my/BSCWithdrawcash'],
    title: 'withdrawCash',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.WithdrawPage),
  }),
  withdrawRecords: page({
    path: '/pages/my/Withdrawalrecords',
    title: 'withdrawalRecords',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.WithdrawRecordsPage),
  }),
  transfer: page({
    path: '/pages/my/transfer',
    title: 'transfer',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.TransferPage),
  }),
  transferRecords: page({
    path: '/pages/my/Transferrecord',
    title: 'transferRecord',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.TransferRecordsPage),
  }),
  swap: page({
    path: '/pages/my/Flashexchange',
    aliases: ['/pages/my/BSCFlashexchange'],
    title: 'flashExchange',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.SwapPage),
  }),
  swapRecords: page({
    path: '/pages/my/Flashredemptionrecord',
    title: 'flashRedemptionRecord',
    gate: 'signIn',
    code: code(moneyRoute, (m) => m.SwapRecordsPage),
  }),
  // Not in SPEC 2 (our decision): the public transparency report.
  transparency: page({
    path: '/transparency',
    title: 'transparency',
    gate: 'public',
    code: code(
      () => import('../features/transparency/components/transparency-page'),
      (m) => m.TransparencyPage,
    ),
  }),
  // SPEC 2's system pages for choosing a position (for the delivery address form) and showing one
  // with links to a maps app.
  chooseLocation: page({
    path: '/choose-location',
    title: 'chooseLocation',
    gate: 'public',
    code: code(locationRoute, (m) => m.ChooseLocationRoute),
  }),
  openLocation: page<[latitude: number, longitude: number, label?: string]>({
    path: '/open-location',
    title: 'openLocation',
    gate: 'public',
    code: code(locationRoute, (m) => m.OpenLocationPage),
  }),
} as const;

export type PageId = keyof typeof PAGES;
