import problems from '@app/shared/errors/messages/en';

/**
 * English texts of the public site in one chunk; the admin, legal, company and account texts load with
 * their pages. `problems` is the catalogue of error texts the server answers with too.
 */
export default {
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../en/*.json',
      '!../en/admin*.json',
      '!../en/legal.json',
      '!../en/company.json',
      '!../en/booking.json',
      '!../en/profile.json',
      '!../en/blog.json',
      '!../en/vehicles.json',
      '!../en/trabzonHotels.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
  problems,
};
