/** Turkish texts of the legal, about and contact pages, loaded when one of them opens. */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/shared/src/texts/tr/legal.json',
    '../../../../../packages/shared/src/texts/tr/company.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
