import problems from '@app/shared/errors/messages/ar';

/**
 * Arabic texts of the public site in one chunk; the admin, legal, company and account texts load with
 * their pages. `problems` is the catalogue of error texts the server answers with too.
 */
export default {
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../ar/*.json',
      '!../ar/admin*.json',
      '!../ar/legal.json',
      '!../ar/company.json',
      '!../ar/booking.json',
      '!../ar/profile.json',
      '!../ar/blog.json',
      '!../ar/vehicles.json',
      '!../ar/trabzonHotels.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
  problems,
};
