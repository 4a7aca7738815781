import { CheckoutView } from '../../../features/booking/checkout-page';

export function CheckoutPage() {
  return <CheckoutView />;
}
