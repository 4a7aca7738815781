import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { StoredImage } from './image-store.ts';

export function uploadsRepository(db: Db) {
  return {
    /** Notes a stored image and who uploaded it. */
    async insert(stored: StoredImage, uploadedBy: string | null): Promise<void> {
      await db.insert(uploads).values({
        id: stored.id,
        url: stored.url,
        width: stored.width,
        height: stored.height,
        variants: stored.variants,
        bytes: stored.bytes,
        uploadedBy,
      });
    },

    /** Forgets an image whose files were removed. */
    async removeByUrl(url: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.url, url));
    },
  };
}
