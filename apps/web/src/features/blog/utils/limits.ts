/**
 * The blog contract's limits the public pages need. They are copied here, not imported, because
 * the contract's module also defines the zod schemas, and importing a value from it would bring the
 * whole of zod into the blog's pages. `limits.test.ts` keeps them equal to the contract's.
 */
export const COMMENT_MAX = 2000;
export const SEARCH_QUERY_MAX = 100;
