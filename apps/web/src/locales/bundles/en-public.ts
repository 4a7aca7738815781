/**
 * English texts of the public site in one chunk; the admin, legal, company and account texts load with
 * their pages. `problems` is the catalogue of error texts the server answers with too.
 */
export default {
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../../../../../packages/shared/src/texts/en/*.json',
      '!../../../../../packages/shared/src/texts/en/admin*.json',
      '!../../../../../packages/shared/src/texts/en/legal.json',
      '!../../../../../packages/shared/src/texts/en/company.json',
      '!../../../../../packages/shared/src/texts/en/booking.json',
      '!../../../../../packages/shared/src/texts/en/profile.json',
      '!../../../../../packages/shared/src/texts/en/blog.json',
      '!../../../../../packages/shared/src/texts/en/vehicles.json',
      '!../../../../../packages/shared/src/texts/en/trabzonHotels.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
};
