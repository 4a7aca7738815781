/**
 * Stable error codes carried in `code` of every problem+json answer and used as
 * zod issue messages, so the server and the web translate the same key.
 */
export const ERROR_CODES = [
  // generic
  'bad_request',
  'validation_failed',
  'not_found',
  'route_not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  // auth
  'invalid_credentials',
  'email_taken',
  'session_expired',
  'invalid_reset_token',
  'wrong_current_password',
  'refresh_token_reused',
  'cross_site_request',
  'account_disabled',
  // admin: users
  'last_admin',
  'cannot_change_self',
  // newsletter
  'already_subscribed',
  // hotels, inventory, bookings
  'sold_out',
  'stay_unavailable',
  'too_many_guests',
  'payment_method_not_accepted',
  'idempotency_key_required',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'invalid_status_transition',
  'cancellation_window_closed',
  'sign_in_to_cancel',
  'hotel_has_bookings',
  'room_has_bookings',
  'already_reviewed',
  'review_needs_stay',
  'destination_in_use',
  'package_has_bookings',
  'departure_has_bookings',
  'review_needs_trip',
  'review_needs_visit',
  'restaurant_has_reservations',
  'table_has_sittings',
  'party_too_large',
  'time_not_available',
  // vehicles
  'vehicle_unavailable',
  'vehicle_class_has_bookings',
  'vehicle_class_code_taken',
  'invalid_image',
  'image_too_large',
  'image_too_many_pixels',
  // travel data provider
  'provider_unavailable',
  'offer_unavailable',
  'price_changed',
  'invalid_offer',
  'already_booked',
  // blog
  'comments_closed',
  'post_changed',
  // input the database could not take (a last line of defence behind the schemas)
  'invalid_characters',
  'value_out_of_range',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field-level validation codes: zod issue messages in shared schemas. */
export const FIELD_CODES = [
  'required',
  'invalid_email',
  'password_too_short',
  'password_too_long',
  'passwords_mismatch',
  'same_as_current',
  'terms_required',
  'too_long',
  'invalid_value',
  'invalid_url',
  'too_short',
  'out_of_range',
  'invalid_date',
  'date_in_past',
  'checkout_before_checkin',
  'stay_too_long',
  'invalid_time',
  'invalid_phone',
  'invalid_card_number',
  'invalid_expiry',
  'card_expired',
  'invalid_cvv',
  'available_exceeds_total',
  'block_reason_required',
  'day_type_required',
  'end_before_start',
  'range_too_long',
  'invalid_choice',
  'invalid_timezone',
  'invalid_host',
  'invalid_port',
  'invalid_tax_rate',
  'too_many',
  'seats_below_booked',
  'slug_taken',
  'date_taken',
  'invalid_characters',
  'direction_override',
  'date_too_far',
  /** A problem's detail, not a field issue: `{max}` is the largest party, filled in by the server. */
  'party_size_max',
  'invalid_place',
  'same_place',
  'outside_service_area',
  'return_before_pickup',
  'pickup_too_soon',
  'invalid_flight_number',
  'too_many_passengers',
  'code_taken',
  'service_fixed',
  'not_for_service',
  'same_airports',
  'return_before_departure',
  'invalid_birth_date',
  'invalid_document_number',
  'document_expired',
  'travelers_count',
  'latin_name',
  'price_changed',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

export interface ProblemFieldError {
  field: string;
  code: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code: ErrorCode;
  errors?: ProblemFieldError[];
  requestId?: string;
}

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);
const fieldCodes: ReadonlySet<string> = new Set(FIELD_CODES);

/** Whether a code (from an answer, say) is one of the stable error codes. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && errorCodes.has(code);

/** Whether a code is one of the field-level validation codes. */
export const isFieldCode = (code: unknown): code is FieldCode =>
  typeof code === 'string' && fieldCodes.has(code);
