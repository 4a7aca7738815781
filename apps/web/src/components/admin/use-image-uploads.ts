import { useCallback, useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useErrorMessage } from '../../lib/use-error-message';
import { useTranslation } from '../../lib/use-translation';
import { adminErrorTexts } from './admin-field-texts';
import { checkImageFile, MAX_IMAGE_BYTES, uploadImage } from './upload-image';

export interface PendingUpload {
  key: string;
  name: string;
  /** A local preview of the picked file, while it uploads. */
  preview: string | null;
  /** 0..1 */
  progress: number;
  /** Why it failed, in the reader's language; the item stays until dismissed. */
  error: string | null;
}

function previewOf(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null;
  }
}

function release(preview: string | null) {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}

/**
 * Uploads picked files one by one to POST /api/uploads, with progress and a local preview.
 * Files the browser can already tell are wrong (type, size) are refused without a request.
 */
export function useImageUploads(onUploaded: (url: string) => void) {
  const { t } = useTranslation('adminHotels');
  const errorMessage = useErrorMessage(adminErrorTexts);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<PendingUpload>) => {
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (files: File[], room: number = Number.POSITIVE_INFINITY) => {
      let accepted = 0;
      for (const file of files) {
        const key = crypto.randomUUID();
        const problem = checkImageFile(file);
        if (!problem && accepted >= room) {
          setPending((items) => [
            ...items,
            { key, name: file.name, preview: null, progress: 0, error: t('images.noRoom') },
          ]);
          continue;
        }
        if (problem) {
          const reason =
            problem === 'invalid_image'
              ? t('images.wrongType')
              : t('images.tooLarge', {
                  size: formatNumber(MAX_IMAGE_BYTES / 1024 / 1024, currentLanguage()),
                });
          setPending((items) => [
            ...items,
            { key, name: file.name, preview: null, progress: 0, error: reason },
          ]);
          continue;
        }
        accepted += 1;
        const preview = previewOf(file);
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setPending((items) => [...items, { key, name: file.name, preview, progress: 0, error: null }]);
        uploadImage(file, (progress) => patch(key, { progress }), controller.signal)
          .then((image) => {
            release(preview);
            setPending((items) => items.filter((item) => item.key !== key));
            uploaded.current(image.url);
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            patch(key, { error: errorMessage(error, t('images.uploadFailed')), progress: 0 });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [errorMessage, patch, t],
  );

  const dismiss = useCallback((key: string) => {
    setPending((items) => {
      const item = items.find((i) => i.key === key);
      if (item) release(item.preview);
      return items.filter((i) => i.key !== key);
    });
  }, []);

  const uploading = pending.filter((item) => !item.error).length;
  return { pending, uploading, start, dismiss };
}
