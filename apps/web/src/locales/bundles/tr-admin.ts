/** Turkish texts of the travel and blog admin, loaded when an admin page opens. */
export default import.meta.glob<Record<string, unknown>>('../tr/admin*.json', {
  eager: true,
  import: 'default',
});
