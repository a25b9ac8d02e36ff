/**
 * SPEC 2 paths of the money pages, for links between them. The deposit records page has no path
 * in the spec; we chose /pages/my/Depositrecords, in the style of its siblings.
 */
export const MONEY_PATHS = {
  assets: '/pages/my/BSCassets',
  assetDetails: '/pages/my/BSCAssetsViewDetails',
  deposit: '/pages/my/topup',
  depositRecords: '/pages/my/Depositrecords',
  withdraw: '/pages/my/Withdrawcash',
  withdrawRecords: '/pages/my/Withdrawalrecords',
  transfer: '/pages/my/transfer',
  transferRecords: '/pages/my/Transferrecord',
  swap: '/pages/my/Flashexchange',
  swapRecords: '/pages/my/Flashredemptionrecord',
} as const;
