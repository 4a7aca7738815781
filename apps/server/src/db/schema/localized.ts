import type { Localized } from '@app/shared/i18n/localized';
import { jsonb } from 'drizzle-orm/pg-core';

/** Content in every listed language (en required; the others fall back to en when empty). */
export const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
