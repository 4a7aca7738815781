/** Arabic texts of the public site in one chunk; the admin texts load with the admin pages. */
export default import.meta.glob<Record<string, unknown>>(['../ar/*.json', '!../ar/admin*.json'], {
  eager: true,
  import: 'default',
});
