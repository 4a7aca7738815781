/** Turkish texts of the public site in one chunk; the admin, legal, company and account texts load with their pages. */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../tr/*.json',
    '!../tr/admin*.json',
    '!../tr/legal.json',
    '!../tr/company.json',
    '!../tr/booking.json',
    '!../tr/profile.json',
    '!../tr/blog.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
