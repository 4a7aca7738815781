/** robots.txt: everything public may be crawled; accounts, admin areas and the API may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /blog-admin',
    'Disallow: /api/',
    'Disallow: /bookings',
    'Disallow: /profile',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
