/** The size the large social networks show a link preview at. */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * Pictures a page may name for its link preview: the web app's own images and the variants the
 * server writes for uploads.
 */
export const SITE_IMAGE = /^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/i;
export const UPLOAD_IMAGE = /^\/uploads\/(\d{4}\/\d{2}\/[0-9a-f-]{36}-\d{1,4}\.webp)$/;

/**
 * The address of a picture's link preview, a 1200×630 JPEG the server makes from it
 * (`/images/a.svg` → `/og/images/a.svg.jpg`); null for a picture that is not ours.
 */
export function ogImagePath(picture: string): string | null {
  return SITE_IMAGE.test(picture) || UPLOAD_IMAGE.test(picture) ? `/og${picture}.jpg` : null;
}
