/** Arabic texts of the Trabzon hotels page, loaded when it opens. */
export default import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/shared/src/texts/ar/trabzonHotels.json',
  {
    eager: true,
    import: 'default',
  },
);
