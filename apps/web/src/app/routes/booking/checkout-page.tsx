import { CheckoutView } from '../../../features/bookings/checkout-page';

export function CheckoutPage() {
  return <CheckoutView />;
}
