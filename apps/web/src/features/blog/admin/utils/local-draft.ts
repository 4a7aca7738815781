import type { PostFormValues } from './post-form';

/**
 * Unsaved edits of a published or archived post, kept in this browser until they are saved or
 * thrown away (a public post is never saved behind the admin's back).
 */
export interface LocalDraft {
  values: PostFormValues;
  /** The post's `updatedAt` the edits started from. */
  baseUpdatedAt: string;
  /** ISO instant of the last change. */
  savedAt: string;
}

const PREFIX = 'blog-admin-unsaved:';

export const localDraftKey = (postId: string) => `${PREFIX}${postId}`;

export function readLocalDraft(postId: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(localDraftKey(postId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalDraft>;
    if (!draft.values || typeof draft.savedAt !== 'string') return null;
    return draft as LocalDraft;
  } catch {
    return null;
  }
}

export function writeLocalDraft(postId: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(localDraftKey(postId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the leave-page warning still protects the edits.
  }
}

export function removeLocalDraft(postId: string): void {
  try {
    window.localStorage.removeItem(localDraftKey(postId));
  } catch {
    // ignore
  }
}
