import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Content and message language from the `lang` query parameter (a listed language); en otherwise. */
    lang: Language;
  }
}

export function languageOf(request: FastifyRequest): Language {
  const q = request.query as Record<string, unknown> | undefined;
  const raw = q && typeof q === 'object' ? q.lang : undefined;
  return isLanguage(raw) ? raw : FALLBACK_LANGUAGE;
}

export const langPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', FALLBACK_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request);
  });
});
