/**
 * Arabic texts of the public site in one chunk; the admin, legal, company and account texts load with
 * their pages. `problems` is the catalogue of error texts the server answers with too.
 */
export default {
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../../../../../packages/shared/src/texts/ar/*.json',
      '!../../../../../packages/shared/src/texts/ar/admin*.json',
      '!../../../../../packages/shared/src/texts/ar/legal.json',
      '!../../../../../packages/shared/src/texts/ar/company.json',
      '!../../../../../packages/shared/src/texts/ar/booking.json',
      '!../../../../../packages/shared/src/texts/ar/profile.json',
      '!../../../../../packages/shared/src/texts/ar/blog.json',
      '!../../../../../packages/shared/src/texts/ar/vehicles.json',
      '!../../../../../packages/shared/src/texts/ar/trabzonHotels.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
};
