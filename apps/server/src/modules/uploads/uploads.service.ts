import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { removeImage, type StoredImage, storeImage } from './image-store.ts';
import { uploadsRepository } from './uploads.repository.ts';

/** Uploaded images: stored as re-encoded WebP variants under DATA_DIR, and recorded with their uploader. */
export function uploadsService(deps: { db: Db; dataDir: string; clock: Clock }) {
  const { dataDir, clock } = deps;
  const repo = uploadsRepository(deps.db);

  return {
    /** Checks, stores and records an image (see storeImage for the options). */
    async store(
      buffer: Buffer,
      uploadedBy: string | null,
      options?: { widths?: readonly number[]; maxBytes?: number },
    ): Promise<StoredImage> {
      const stored = await storeImage(buffer, dataDir, clock.now(), options);
      await repo.insert(stored, uploadedBy);
      return stored;
    },

    /** Deletes one of our stored images (its files and its record); a URL elsewhere is left alone. */
    async drop(url: string): Promise<void> {
      if (!url.startsWith('/uploads/')) return;
      await removeImage(url, dataDir);
      await repo.removeByUrl(url);
    },
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
