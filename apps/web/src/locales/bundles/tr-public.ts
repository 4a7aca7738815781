/**
 * Turkish texts of the public site in one chunk; the admin, legal, company and account texts load with
 * their pages. `problems` is the catalogue of error texts the server answers with too.
 */
export default {
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../../../../../packages/shared/src/texts/tr/*.json',
      '!../../../../../packages/shared/src/texts/tr/admin*.json',
      '!../../../../../packages/shared/src/texts/tr/legal.json',
      '!../../../../../packages/shared/src/texts/tr/company.json',
      '!../../../../../packages/shared/src/texts/tr/booking.json',
      '!../../../../../packages/shared/src/texts/tr/profile.json',
      '!../../../../../packages/shared/src/texts/tr/blog.json',
      '!../../../../../packages/shared/src/texts/tr/vehicles.json',
      '!../../../../../packages/shared/src/texts/tr/trabzonHotels.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
};
