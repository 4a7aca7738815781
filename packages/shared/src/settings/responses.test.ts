import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Localized } from '../i18n/localized.ts';
import type { localizedSchema } from '../i18n/localized-schema.ts';
import type { PublicPaymentSettings } from './payment.ts';
import type { PublicSiteSettings } from './public.ts';
import type { publicPaymentSettingsDto, publicSiteSettingsDto } from './responses.ts';

/** Types kept as interfaces next to their schemas: a field added to one must be added to the other. */
describe('answer schemas and the interfaces they serialize', () => {
  it('match field for field', () => {
    expectTypeOf<z.infer<typeof publicSiteSettingsDto>>().toEqualTypeOf<PublicSiteSettings>();
    expectTypeOf<z.infer<typeof publicPaymentSettingsDto>>().toEqualTypeOf<PublicPaymentSettings>();
    expectTypeOf<z.infer<typeof localizedSchema>>().toEqualTypeOf<Localized>();
  });
});
