/** English texts of the travel and blog admin, loaded when an admin page opens. */
export default import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/shared/src/texts/en/admin*.json',
  {
    eager: true,
    import: 'default',
  },
);
