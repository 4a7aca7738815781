/** Arabic texts of checkout, bookings and the profile, loaded when one of those pages opens. */
export default import.meta.glob<Record<string, unknown>>(['../ar/booking.json', '../ar/profile.json'], {
  eager: true,
  import: 'default',
});
