import problems from '@app/shared/errors/messages/tr';

/**
 * Turkish texts of the public site in one chunk; the admin, legal, company and account texts load with
 * their pages. `problems` is the catalogue of error texts the server answers with too.
 */
export default {
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../tr/*.json',
      '!../tr/admin*.json',
      '!../tr/legal.json',
      '!../tr/company.json',
      '!../tr/booking.json',
      '!../tr/profile.json',
      '!../tr/blog.json',
      '!../tr/vehicles.json',
      '!../tr/trabzonHotels.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
  problems,
};
