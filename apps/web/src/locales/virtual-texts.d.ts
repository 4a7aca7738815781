/** The texts' loaders, by language and part (apps/web/text-bundles.ts); typed where they are read. */
declare module 'virtual:texts' {
  const loaders: Record<
    string,
    Record<string, () => Promise<{ default: Record<string, Record<string, unknown>> }>>
  >;
  export default loaders;
}
