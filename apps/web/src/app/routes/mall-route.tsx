import type { Address } from 'viem';
import { AddressFormPage } from '../../features/mall/components/address-form-page';
import { AddressManagementPage } from '../../features/mall/components/address-management-page';
import { CheckLogisticsPage } from '../../features/mall/components/check-logistics-page';
import { MallPage } from '../../features/mall/components/mall-page';
import { MyOrdersPage } from '../../features/mall/components/my-orders-page';
import { ProductDetailsPage } from '../../features/mall/components/product-details-page';
import { SubmitOrderPage } from '../../features/mall/components/submit-order-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';
import type { MallAccountPage } from '../route-table';

registerFullEnglish();

/** The pages of the mall (SPEC 2) that anyone may browse: the shop and a product. */
export default function MallRoute({ page }: { page: 'mall' | 'productDetails' }) {
  return page === 'mall' ? <MallPage /> : <ProductDetailsPage />;
}

/**
 * The mall pages that are a signed-in user's own: ordering, orders, logistics and addresses (the
 * app puts them behind the sign-in gate). In the same lazy chunk as the shop.
 */
export function MallAccountRoute({ page, address }: { page: MallAccountPage; address: Address }) {
  switch (page) {
    case 'submitOrder':
      return <SubmitOrderPage address={address} />;
    case 'myOrders':
      return <MyOrdersPage address={address} />;
    case 'checkLogistics':
      return <CheckLogisticsPage address={address} />;
    case 'addresses':
      return <AddressManagementPage address={address} />;
    case 'addAddress':
      return <AddressFormPage key="add" address={address} mode="add" />;
    case 'modifyAddress':
      return <AddressFormPage key="modify" address={address} mode="modify" />;
  }
}
