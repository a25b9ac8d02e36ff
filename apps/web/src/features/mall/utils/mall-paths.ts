import { buildQueryValues } from '../../../lib/navigation/query-values';

/** SPEC 2 paths of the mall pages, with their value1..value9 parameters. */
export const MALL_PATHS = {
  mall: '/pages/Mall/Mall',
  productDetails: '/pages/index/Productdetails',
  submitOrder: '/pages/index/Submitorder',
  myOrders: '/pages/my/myorder',
  checkLogistics: '/pages/my/checklogistics',
  addresses: '/pages/my/Addressmanagement',
  addAddress: '/pages/my/Addandmodifyaddress',
  modifyAddress: '/pages/my/Modifydeliveryaddress',
} as const;

/** Productdetails?value1=<product id> */
export const productDetailsPath = (productId: string) =>
  `${MALL_PATHS.productDetails}${buildQueryValues([productId])}`;

/** Submitorder?value1=<product id>&value2=<variant id>&value3=<quantity> */
export const submitOrderPath = (productId: string, variantId: string, quantity: number) =>
  `${MALL_PATHS.submitOrder}${buildQueryValues([productId, variantId, quantity])}`;

/** checklogistics?value1=<order id> */
export const checkLogisticsPath = (orderId: string) =>
  `${MALL_PATHS.checkLogistics}${buildQueryValues([orderId])}`;

/** Modifydeliveryaddress?value1=<address id> */
export const modifyAddressPath = (addressId: string) =>
  `${MALL_PATHS.modifyAddress}${buildQueryValues([addressId])}`;
