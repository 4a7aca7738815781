import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useFocusFirstError } from '../../../lib/form-focus';
import { useCreateBooking } from '../api/booking-api';
import {
  type CheckoutFormOptions,
  type CheckoutValues,
  guestPart,
  useAfterBooking,
  useCheckoutForm,
  useIdempotencyKey,
} from '../components/checkout-state';

export interface CheckoutOptions extends CheckoutFormOptions {
  /**
   * A refusal the kind answers itself (a time taken meanwhile, a party too large): true when it
   * did, and the form's fields are left as they are. Otherwise the core marks the fields the
   * server named.
   */
  onRefused?: (error: ApiError) => boolean;
  /**
   * The kind's own fields, checked with the guest's on every submit (each one's error shown): their
   * errors by path (empty when none). The first field in error, of either, takes the focus.
   */
  check?: () => Record<string, unknown>;
}

/**
 * Every checkout is sent the one way: after a failed check, or a field the server refused, the
 * first field in error takes the focus; the same body keeps its Idempotency-Key (a retry books
 * once); on success the checkout is replaced by the confirmation (Back never offers the filled form
 * for a second booking).
 */
export function useCheckout({ onRefused, check, ...formOptions }: CheckoutOptions) {
  const form = useCheckoutForm(formOptions);
  const paid = formOptions.accepted !== null;
  const { ref: formRef, focusFirstError } = useFocusFirstError();
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
          if (!(error instanceof ApiError) || onRefused?.(error)) return;
          const fieldErrors = Object.fromEntries(
            error.errors.filter((e) => e.field in values).map((e) => [e.field, e.message]),
          );
          form.setErrors(fieldErrors);
          focusFirstError(fieldErrors);
        },
      },
    );

  /**
   * The form's submit handler: `what` gives the booking's own part (what is booked) from the checked
   * values, or null to hold the booking back; the guest and payment part is added here.
   */
  const submit = (what: (values: CheckoutValues) => Record<string, unknown> | null) =>
    form.onSubmit(
      (values) => {
        if (focusFirstError(check?.() ?? {})) return;
        const item = what(values);
        if (item) place({ ...item, ...guestPart(values, paid) }, values);
      },
      (errors) => focusFirstError({ ...errors, ...check?.() }),
    );

  return { form, formRef, submit, paid, pending: create.isPending, error: create.error };
}

export type Checkout = ReturnType<typeof useCheckout>;
