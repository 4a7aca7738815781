/** English texts of the public site in one chunk; the admin texts load with the admin pages. */
export default import.meta.glob<Record<string, unknown>>(['../en/*.json', '!../en/admin*.json'], {
  eager: true,
  import: 'default',
});
