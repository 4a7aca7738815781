import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** Widths of the WebP variants written for every upload (never wider than the original). */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/**
 * At most this many pixels (25 megapixels, e.g. 6000 × 4000), judged from the image's header
 * before anything is decoded: a few kilobytes of PNG can describe 40 megapixels and cost seconds
 * of CPU and hundreds of megabytes to decode. The decoder enforces it again as a backstop.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Formats we accept, judged by the decoder from the bytes, never by the name or the header. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  variants: { width: number; height: number; url: string }[];
}

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP image, then writes re-encoded WebP variants
 * (EXIF orientation applied, all metadata dropped) under DATA_DIR/uploads/YYYY/MM/.
 * The original bytes are never stored or served, so nothing an uploader sends can run.
 */
export async function storeImage(
  input: Buffer,
  dataDir: string,
  now: Date,
  options: { widths?: readonly number[]; maxBytes?: number } = {},
): Promise<StoredImage> {
  if (input.length > (options.maxBytes ?? MAX_IMAGE_BYTES)) throw new AppError(413, 'image_too_large');
  let width: number;
  let height: number;
  try {
    // Reads the header only (no pixels are decoded here), so the size check below costs nothing.
    const meta = await sharp(input, { limitInputPixels: false, failOn: 'error' }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError(413, 'image_too_many_pixels');
    const rotated = (meta.orientation ?? 1) >= 5;
    width = rotated ? meta.height : meta.width;
    height = rotated ? meta.width : meta.height;
    if ((meta.pages ?? 1) > 1) throw new Error('animated images are not accepted');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'invalid_image');
  }

  const id = crypto.randomUUID();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const dir = path.join(uploadsDir(dataDir), folder);
  await mkdir(dir, { recursive: true });

  const widths = [...new Set((options.widths ?? VARIANT_WIDTHS).map((w) => Math.min(w, width)))];
  const written: string[] = [];
  try {
    const variants = [];
    for (const target of widths) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const name = `${id}-${target}.webp`;
      const file = path.join(dir, name);
      await writeFile(file, data, { flag: 'wx' });
      written.push(file);
      variants.push({ width: info.width, height: info.height, url: `/uploads/${folder}/${name}` });
    }
    const largest = variants[variants.length - 1];
    if (!largest) throw new AppError(400, 'invalid_image');
    return { id, url: largest.url, width, height, bytes: input.length, variants };
  } catch (error) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'invalid_image');
  }
}

/**
 * Deletes the files of an image we stored, given the URL of one of its variants
 * (`/uploads/YYYY/MM/<id>-<width>.webp`): every variant of that id. Anything else is ignored.
 */
export async function removeImage(url: string, dataDir: string): Promise<void> {
  const match = /^\/uploads\/(\d{4})\/(\d{2})\/([0-9a-f-]{36})-\d{1,4}\.webp$/.exec(url);
  if (!match) return;
  const [, year, month, id] = match as unknown as [string, string, string, string];
  const dir = path.join(uploadsDir(dataDir), year, month);
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${id}-`))
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}
