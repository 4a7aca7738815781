/** Turkish texts of the legal, about and contact pages, loaded when one of them opens. */
export default import.meta.glob<Record<string, unknown>>(['../tr/legal.json', '../tr/company.json'], {
  eager: true,
  import: 'default',
});
