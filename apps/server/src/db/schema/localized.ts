import type { Localized } from '@app/shared/i18n/localized';
import { jsonb } from 'drizzle-orm/pg-core';

/** Content in en, tr and ar (en required; the others fall back to en when empty). */
export const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
