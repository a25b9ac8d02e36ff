import { SignInGate } from '../../components/sign-in-gate';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { AddressFormPage } from '../../features/mall/components/address-form-page';
import { AddressManagementPage } from '../../features/mall/components/address-management-page';
import { CheckLogisticsPage } from '../../features/mall/components/check-logistics-page';
import { MallPage } from '../../features/mall/components/mall-page';
import { MyOrdersPage } from '../../features/mall/components/my-orders-page';
import { ProductDetailsPage } from '../../features/mall/components/product-details-page';
import { SubmitOrderPage } from '../../features/mall/components/submit-order-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';
import type { MallRoutePage } from '../route-table';

registerFullEnglish();

/**
 * The mall pages (issue 9) in one lazy chunk. Browsing (the shop and a product) is open to
 * anyone; ordering, orders, logistics and addresses are a signed-in user's own, behind the gate.
 */
export default function MallRoute({ page }: { page: MallRoutePage }) {
  if (page === 'mall') return <MallPage />;
  if (page === 'productDetails') return <ProductDetailsPage />;
  return (
    <SignInGate signInButton={<SignInButton />}>
      {(address) => {
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
      }}
    </SignInGate>
  );
}
