import type { QuoteDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Divider, Stack } from '@mantine/core';
import { AmountRow } from '../../../components/amount-row';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

interface Breakdown {
  /** A stay's nights, each with its price; none for a price that is not by the night. */
  nights?: { date: string; basePrice?: number; price: number; discount: number }[];
  subtotal: number;
  discount: number;
  taxRate: number;
  taxes: number;
  total: number;
  currency: string;
}

/**
 * Nights, promotion, taxes and total exactly as the server computed them. A kind may name the
 * subtotal and the discount in its own words (a trip's price for its travellers, its deal).
 */
export function PriceBreakdown({
  value,
  subtotalLabel,
  discountLabel,
  taxesLabel,
}: {
  value: Breakdown | QuoteDto;
  subtotalLabel?: string;
  discountLabel?: string;
  /** The kind's words for the taxes, when they are not a rate of the subtotal (a supplier's fees). */
  taxesLabel?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const money = (minor: number) => formatMoney(minor, value.currency, lang);
  const row = (label: string, amount: string, strong = false) => (
    <AmountRow label={label} amount={amount} strong={strong} />
  );
  return (
    <Stack gap={6} role="group" aria-label={t('checkout.priceTitle')}>
      {value.nights?.map((n) => (
        <div key={n.date}>
          {row(t('checkout.night', { date: formatDate(n.date, lang) }), money(n.basePrice ?? n.price))}
        </div>
      ))}
      {value.nights?.length ? <Divider my={4} /> : null}
      {row(subtotalLabel ?? t('checkout.subtotal'), money(value.subtotal))}
      {value.discount > 0 ? row(discountLabel ?? t('checkout.promotion'), `−${money(value.discount)}`) : null}
      {row(taxesLabel ?? t('checkout.taxes', { rate: value.taxRate }), money(value.taxes))}
      <Divider my={4} />
      {row(t('checkout.total'), money(value.total), true)}
    </Stack>
  );
}
