import type { ProblemFieldError } from '@app/shared/errors/codes';
import { ApiError } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { refreshSession, session } from '../../lib/session/session-store';

export interface UploadedImage {
  _id: string;
  /** The largest variant, e.g. /uploads/2027/06/<id>-1600.webp */
  url: string;
  width: number;
  height: number;
  variants: { width: number; height: number; url: string }[];
}

/** What the server accepts (it checks the content itself); checked here too to fail fast. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export type ImageFileProblem = 'invalid_image' | 'image_too_large';

/** The same rule as the server's, on the browser's idea of the file; the server has the last word. */
export function checkImageFile(file: File): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'invalid_image';
  if (file.size > MAX_IMAGE_BYTES) return 'image_too_large';
  return null;
}

function send(
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploads?lang=${currentLanguage()}`);
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network_error', 'Network error')));
    xhr.addEventListener('timeout', () => reject(new ApiError(0, 'timeout', 'Request timed out')));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * POST /api/uploads (multipart, field `file`) with upload progress, which `fetch` cannot report.
 * A 401 gets one refresh and one retry, like every other call.
 */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  let token = session.token();
  let answer = await send(file, token, onProgress, signal);
  if (answer.status === 401 && token) {
    token = await refreshSession();
    if (token) {
      onProgress(0);
      answer = await send(file, token, onProgress, signal);
    }
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as UploadedImage;
  const problem = (answer.body ?? {}) as { code?: string; title?: string; errors?: ProblemFieldError[] };
  throw new ApiError(
    answer.status,
    problem.code ?? (answer.status === 413 ? 'payload_too_large' : 'internal_error'),
    problem.title ?? '',
    problem.errors ?? [],
  );
}
