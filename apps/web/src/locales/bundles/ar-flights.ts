/** Arabic texts of the flights page, loaded when it opens. */
export default import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/shared/src/texts/ar/flights.json',
  {
    eager: true,
    import: 'default',
  },
);
