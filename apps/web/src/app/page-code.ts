import type { ReactNode } from 'react';
import type { Address } from 'viem';
import type { PAGES, PageId } from '../config/route-table';

/**
 * A page's component: `pick` takes it from the module `load` imports lazily (SPEC 2: every page
 * loads lazily). Pages whose `load` is the same function share that module's chunk.
 */
export type PageCode<P> = { load: () => Promise<unknown>; pick: (module: unknown) => PageComponent<P> };

/** A page's React component, given the props its gate hands it. */
export type PageComponent<P> = (props: P) => ReactNode;

/** What a page's gate hands its component: the signed-in address behind the sign-in gate. */
export type GateProps<Id extends PageId> = (typeof PAGES)[Id]['gate'] extends 'signIn'
  ? { address: Address }
  : object;

function code<M, P>(load: () => Promise<M>, pick: (module: M) => PageComponent<P>): PageCode<P> {
  return { load, pick: pick as (module: unknown) => PageComponent<P> };
}

// The route modules of app/routes/: the home page composed with the app's sign-in button, and the
// modules that hold several pages in one chunk (the pages of a chunk link to each other, so after
// the first one the rest open at once, and the app shell names one file instead of many).
const homeRoute = () => import('./routes/home-route');
const locationRoute = () => import('./routes/location-route');
const moneyRoute = () => import('./routes/money-route');
const stakeRoute = () => import('./routes/stake-route');
const woohooRoute = () => import('./routes/woohoo-route');
const announcementsRoute = () => import('./routes/announcements-route');
const mallRoute = () => import('./routes/mall-route');
const teamRoute = () => import('./routes/team-route');
const myRoute = () => import('./routes/my-route');
const boxesRoute = () => import('./routes/boxes-route');

/**
 * The code of every page of config/route-table.ts: the module that holds it and the component
 * in it. The app shell is the one place that names the features' pages (shared -> features ->
 * app); a page missing here, or a component that does not take what its gate hands it, fails to
 * compile.
 */
export const PAGE_CODE = {
  home: code(homeRoute, (m) => m.default),
  nodes: code(
    () => import('../features/nodes/components/nodes-page'),
    (m) => m.NodesPage,
  ),
  assets: code(moneyRoute, (m) => m.AssetsPage),
  team: code(teamRoute, (m) => m.TeamPage),
  blindBox: code(boxesRoute, (m) => m.BlindBoxPage),
  openBox: code(boxesRoute, (m) => m.OpenBoxPage),
  myBoxes: code(boxesRoute, (m) => m.MyBoxesPage),
  verifyBox: code(boxesRoute, (m) => m.VerifyBoxPage),
  announcements: code(announcementsRoute, (m) => m.AnnouncementListPage),
  announcementDetails: code(announcementsRoute, (m) => m.AnnouncementDetailsPage),
  mall: code(mallRoute, (m) => m.MallPage),
  productDetails: code(mallRoute, (m) => m.ProductDetailsPage),
  submitOrder: code(mallRoute, (m) => m.SubmitOrderPage),
  myOrders: code(mallRoute, (m) => m.MyOrdersPage),
  checkLogistics: code(mallRoute, (m) => m.CheckLogisticsPage),
  addresses: code(mallRoute, (m) => m.AddressManagementPage),
  addAddress: code(mallRoute, (m) => m.AddAddressPage),
  modifyAddress: code(mallRoute, (m) => m.ModifyAddressPage),
  stake: code(stakeRoute, (m) => m.StakePage),
  stakeRecords: code(stakeRoute, (m) => m.StakeRecordsPage),
  pool: code(stakeRoute, (m) => m.PoolPage),
  woohooSale: code(woohooRoute, (m) => m.WoohooSalePage),
  positions: code(woohooRoute, (m) => m.PositionsPage),
  exrights: code(
    () => import('../features/exrights/components/exrights-page'),
    (m) => m.ExrightsPage,
  ),
  teamInvite: code(teamRoute, (m) => m.InvitePage),
  bindReferrer: code(teamRoute, (m) => m.BindReferrerPage),
  incomeDetails: code(teamRoute, (m) => m.IncomePage),
  rewardSummary: code(teamRoute, (m) => m.RewardSummaryPage),
  bonusPool: code(teamRoute, (m) => m.BonusPoolPage),
  assessment: code(teamRoute, (m) => m.AssessmentPage),
  fullNodeAssessment: code(teamRoute, (m) => m.FullNodeAssessmentPage),
  ranking: code(teamRoute, (m) => m.RankingPage),
  my: code(myRoute, (m) => m.MyRoute),
  giftCollection: code(myRoute, (m) => m.GiftCollectionPage),
  kyc: code(
    () => import('../features/kyc/components/kyc-page'),
    (m) => m.KycPage,
  ),
  tasks: code(
    () => import('../features/tasks/components/task-centre-page'),
    (m) => m.TaskCentrePage,
  ),
  assetDetails: code(moneyRoute, (m) => m.AssetDetailsPage),
  deposit: code(moneyRoute, (m) => m.DepositPage),
  depositRecords: code(moneyRoute, (m) => m.DepositRecordsPage),
  withdraw: code(moneyRoute, (m) => m.WithdrawPage),
  withdrawRecords: code(moneyRoute, (m) => m.WithdrawRecordsPage),
  transfer: code(moneyRoute, (m) => m.TransferPage),
  transferRecords: code(moneyRoute, (m) => m.TransferRecordsPage),
  swap: code(moneyRoute, (m) => m.SwapPage),
  swapRecords: code(moneyRoute, (m) => m.SwapRecordsPage),
  transparency: code(
    () => import('../features/transparency/components/transparency-page'),
    (m) => m.TransparencyPage,
  ),
  chooseLocation: code(locationRoute, (m) => m.ChooseLocationRoute),
  openLocation: code(locationRoute, (m) => m.OpenLocationPage),
} satisfies { readonly [Id in PageId]: PageCode<GateProps<Id>> };
