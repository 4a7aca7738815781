import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCreateBooking } from '../api/booking-api';
import {
  type CheckoutForm,
  type CheckoutValues,
  focusFirstError,
  useAfterBooking,
  useIdempotencyKey,
} from '../components/checkout-form';

/**
 * Sends a booking (hotel or package) the one way both checkouts do: the same body keeps its
 * Idempotency-Key (a retry books once); on success the checkout is replaced by the confirmation
 * (Back never offers the filled form for a second booking); the server's field errors land on their
 * fields with the focus on the first.
 */
export function usePlaceBooking(form: CheckoutForm) {
  const create = useCreateBooking();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const afterBooking = useAfterBooking();
  const place = (body: Record<string, unknown>, values: CheckoutValues) =>
    create.mutate(
      { body, key: keyFor(body) },
      {
        onSuccess: (booking) => {
          afterBooking(values);
          navigate(`/booking/confirmed?reference=${encodeURIComponent(booking.reference)}`, {
            state: { booking },
            replace: true,
          });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fieldErrors = Object.fromEntries(
            error.errors.filter((e) => e.field in values).map((e) => [e.field, e.message]),
          );
          form.setErrors(fieldErrors);
          focusFirstError(form, fieldErrors);
        },
      },
    );
  return { place, pending: create.isPending, error: create.error };
}
