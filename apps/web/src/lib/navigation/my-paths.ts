/**
 * The "my" page and the pages it links to that no other path list holds. SPEC 2 gives my, the
 * gift inscription collection, orders, delivery addresses and the ranking list; KYC certification
 * and the task centre are named in SPEC 2's page list without a path, so we chose /pages/my/kyc
 * and /pages/my/tasks in the style of their siblings.
 */
export const MY_PATHS = {
  my: '/pages/my/my',
  gifts: '/pages/my/Giftinscriptioncollection',
  kyc: '/pages/my/kyc',
  tasks: '/pages/my/tasks',
  orders: '/pages/my/myorder',
  addresses: '/pages/my/Addressmanagement',
} as const;
