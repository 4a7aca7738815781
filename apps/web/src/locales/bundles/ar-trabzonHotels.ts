/** Arabic texts of the Trabzon hotels page, loaded when it opens. */
export default import.meta.glob<Record<string, unknown>>('../ar/trabzonHotels.json', {
  eager: true,
  import: 'default',
});
