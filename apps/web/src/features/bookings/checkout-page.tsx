import { useSearchParams } from 'react-router';
import { Island } from '../../islands/island';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { checkoutKindFor } from './kinds/registry';

/**
 * `/booking?…`: the checkout of the kind the address names (a hotel stay, a package trip, …), sent
 * light: what is booked and its price arrive rendered, and the checkout is one island. It comes
 * alive at once for a signed-in traveller (their details fill the form), else at the first touch:
 * the fields take typing meanwhile and a Confirm pressed before is held until it is alive.
 */
export function CheckoutView() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const keptInTab = checkoutKindFor(params)?.checkout?.keptInTab;
  return (
    <>
      {/* A page for one traveller's choice: nothing for a search engine to list. A kind's dead end
          (a hotel that no longer exists) names itself once the island is live. */}
      <PageMeta title={t('booking.title')} description={t('booking.lead')} noindex />
      {/* A choice kept in this tab shows once the island is alive: it is, at once ("carried" by the address). */}
      <Island name="checkout" component={CheckoutForm} props={{}} when={keptInTab ? 'carried' : 'session'} />
    </>
  );
}

/** The kind's checkout: what is booked, its price, the guest's details and the payment. */
export function CheckoutForm() {
  const [params] = useSearchParams();
  const View = checkoutKindFor(params)?.checkout?.View;
  return View ? <View /> : null;
}
