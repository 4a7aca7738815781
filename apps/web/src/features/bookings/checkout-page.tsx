import { useSearchParams } from 'react-router';
import { checkoutKindFor } from './kinds/registry';

/** `/booking?…`: the checkout of the kind the address names (a hotel stay, a package trip, …). */
export function CheckoutView() {
  const [params] = useSearchParams();
  const View = checkoutKindFor(params)?.checkout?.View;
  return View ? <View /> : null;
}
