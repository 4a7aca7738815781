import { Skeleton } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { CheckoutItem } from '../../../components/checkout/checkout-item';
import { ErrorState } from '../../../components/states/error-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { PriceBreakdown } from './price-breakdown';

/** What is booked, at the top of the checkout's aside. */
export interface CheckoutSubject {
  /** Its name and picture; absent while it loads, or when it did not come. */
  subject: { name: string; featuredImage: string } | undefined;
  /** While it loads: a placeholder this high stands in its place. */
  pending?: boolean;
  height?: number;
  /** The kind's lines under its name: the room, the dates, the guests. */
  lines: ReactNode;
}

/** The server's price for what is chosen (the browser never computes an amount). */
export type Price = ComponentProps<typeof PriceBreakdown>['value'] & {
  available: boolean;
  freeCancellationUntil: string;
};

/** A quote asked of the server (a TanStack query) and how the kind speaks of it. */
export interface CheckoutQuote<Q extends Price> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: Q | undefined;
    refetch: () => Promise<unknown>;
  };
  /** The placeholder's height while it is asked. */
  height: number;
  /**
   * A refusal (an answer below 500: too many travellers, say) is shown in the server's words and
   * without a retry; otherwise every failure says the price could not be had and offers a retry.
   */
  saysRefusal?: boolean;
  /** What is said when it cannot be booked as chosen: why, and the way back. */
  unavailable: (quote: Q) => ReactNode;
  /** The kind's words for the subtotal and the discount (a trip's price for its travellers, its deal). */
  subtotalLabel?: string;
  discountLabel?: string;
}

/** The aside's item: a placeholder while it loads, its picture, name and the kind's lines once there. */
export function CheckoutSubjectItem({ subject, pending, height, lines }: CheckoutSubject) {
  if (pending) return <Skeleton h={height} />;
  return subject ? (
    <CheckoutItem image={subject.featuredImage} name={subject.name}>
      {lines}
    </CheckoutItem>
  ) : null;
}

/** The quote while it is asked, when it failed, when it cannot be booked, and its price lines. */
export function CheckoutPrice<Q extends Price>({ quote }: { quote: CheckoutQuote<Q> }) {
  const { t } = useTranslation('booking');
  const { query } = quote;
  if (query.isPending) return <Skeleton h={quote.height} />;
  if (query.isError) {
    const refusal =
      quote.saysRefusal && query.error instanceof ApiError && query.error.status < 500 ? query.error : null;
    return (
      <ErrorState
        message={refusal ? refusal.message : t('checkout.quoteFailed')}
        onRetry={refusal ? undefined : () => void query.refetch()}
      />
    );
  }
  if (!query.data) return null;
  if (!query.data.available) return quote.unavailable(query.data);
  return (
    <PriceBreakdown
      value={query.data}
      subtotalLabel={quote.subtotalLabel}
      discountLabel={quote.discountLabel}
    />
  );
}
