/** Widths the server writes for every upload (see the uploads module). */
const WIDTHS = [400, 800, 1600] as const;
const UPLOAD = /^(\/uploads\/.+)-(400|800|1600)\.webp$/;

/** A srcset for one of our uploads (any variant URL); undefined for other images. */
export function uploadSrcSet(url: string): string | undefined {
  const match = UPLOAD.exec(url);
  if (!match) return undefined;
  return WIDTHS.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}

/**
 * `srcSet` and `sizes` for an image: both for one of our uploads, neither for any other image (a
 * `sizes` without a `srcset` is invalid HTML and tells the browser nothing).
 */
export function responsiveSources(url: string | null | undefined, sizes: string) {
  const srcSet = url ? uploadSrcSet(url) : undefined;
  return srcSet ? { srcSet, sizes } : {};
}
