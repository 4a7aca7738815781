/** Only same-site paths are followed after login: "/profile" yes, "//evil.example" or "https://..." no. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export const BLOG_ADMIN_HOME = '/blog-admin';

/**
 * Where a successful login leads. The blog-admin variant always ends in the blog admin area
 * (a deeper blog-admin path when one was asked for); otherwise the first safe redirect found in
 * the dialog state, the `redirect` query parameter or the stored pending route; else nowhere.
 */
export function loginDestination(
  variant: 'default' | 'blog-admin',
  candidates: ReadonlyArray<string | null | undefined>,
): string | null {
  const safe = candidates.map(safeRedirect).filter((path): path is string => path !== null);
  if (variant === 'blog-admin') {
    return (
      safe.find((path) => path === BLOG_ADMIN_HOME || path.startsWith(`${BLOG_ADMIN_HOME}/`)) ??
      BLOG_ADMIN_HOME
    );
  }
  return safe[0] ?? null;
}
