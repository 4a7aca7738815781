/** English texts of checkout, bookings and the profile, loaded when one of those pages opens. */
export default import.meta.glob<Record<string, unknown>>(['../en/booking.json', '../en/profile.json'], {
  eager: true,
  import: 'default',
});
