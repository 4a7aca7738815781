/** Turkish texts of the flights page, loaded when it opens. */
export default import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/shared/src/texts/tr/flights.json',
  {
    eager: true,
    import: 'default',
  },
);
