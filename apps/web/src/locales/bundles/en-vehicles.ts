/** English texts of the car, transfer and taxi pages, loaded when one opens. */
export default import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/shared/src/texts/en/vehicles.json',
  {
    eager: true,
    import: 'default',
  },
);
