/** Arabic texts of checkout, bookings and the profile, loaded when one of those pages opens. */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/shared/src/texts/ar/booking.json',
    '../../../../../packages/shared/src/texts/ar/profile.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
