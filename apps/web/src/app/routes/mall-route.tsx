import type { Address } from 'viem';
import { AddressFormPage } from '../../features/mall/components/address-form-page';

// The pages of the mall (SPEC 2), one chunk (config/route-table.ts picks each page from it): the shop
// and a product, which anyone may browse, and the signed-in user's own ordering, orders,
// logistics and addresses, behind the sign-in gate.
export { AddressManagementPage } from '../../features/mall/components/address-management-page';
export { CheckLogisticsPage } from '../../features/mall/components/check-logistics-page';
export { MallPage } from '../../features/mall/components/mall-page';
export { MyOrdersPage } from '../../features/mall/components/my-orders-page';
export { ProductDetailsPage } from '../../features/mall/components/product-details-page';
export { SubmitOrderPage } from '../../features/mall/components/submit-order-page';

/** /pages/my/Addandmodifyaddress: a new delivery address. */
export function AddAddressPage({ address }: { address: Address }) {
  return <AddressFormPage address={address} mode="add" />;
}

/** /pages/my/Modifydeliveryaddress?value1=<id>: edits one. */
export function ModifyAddressPage({ address }: { address: Address }) {
  return <AddressFormPage address={address} mode="modify" />;
}
