import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { removeImage, type StoredImage } from './image-store.ts';

/** Notes a stored image and who uploaded it. */
export async function recordImage(db: Db, stored: StoredImage, uploadedBy: string | null): Promise<void> {
  await db.insert(uploads).values({
    id: stored.id,
    url: stored.url,
    width: stored.width,
    height: stored.height,
    variants: stored.variants,
    bytes: stored.bytes,
    uploadedBy,
  });
}

/** Forgets an image whose files were removed. */
export async function forgetImage(db: Db, url: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.url, url));
}

/** Deletes one of our stored images (its files and its record); a URL elsewhere is left alone. */
export async function dropImage(db: Db, dataDir: string, url: string): Promise<void> {
  if (!url.startsWith('/uploads/')) return;
  await removeImage(url, dataDir);
  await forgetImage(db, url);
}
