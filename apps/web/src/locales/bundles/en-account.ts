/** English texts of checkout, bookings and the profile, loaded when one of those pages opens. */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/shared/src/texts/en/booking.json',
    '../../../../../packages/shared/src/texts/en/profile.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
