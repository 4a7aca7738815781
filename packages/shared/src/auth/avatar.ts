/** A traveller's own profile photo: uploaded, checked and re-encoded by the server. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The formats accepted (the server judges the bytes, not the name or the declared type). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Width of the one WebP variant kept: enough for a sharp avatar on any screen. */
export const AVATAR_WIDTH = 256;
/** Where an uploaded image is served: `/uploads/YYYY/MM/<uuid>-<width>.webp`. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-\d{1,4}\.webp$/;
