/** Arabic texts of the public blog, loaded when a blog page opens. */
export default import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/shared/src/texts/ar/blog.json',
  {
    eager: true,
    import: 'default',
  },
);
