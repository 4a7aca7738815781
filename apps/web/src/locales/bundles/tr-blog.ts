/** Turkish texts of the public blog, loaded when a blog page opens. */
export default import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/shared/src/texts/tr/blog.json',
  {
    eager: true,
    import: 'default',
  },
);
