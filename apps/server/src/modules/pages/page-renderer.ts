import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { todayIn } from '@app/shared/common/dates';
import { PREFERENCE_COOKIES } from '@app/shared/common/preference-cookies';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  languageFromAcceptLanguage,
} from '@app/shared/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { EVERYTHING, tagsFromHeader } from '../../lib/cache-tags.ts';
import { CompressedCopies, sendCopy } from '../../lib/compressed-copies.ts';
import { locationHeader } from '../../lib/header-values.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { ANSWER_TAGS_HEADER } from '../../plugins/catalog-cache.ts';
import {
  assertTemplate,
  type ColorScheme,
  pageDocument,
  type RenderedPage,
  shellDocument,
  withHeadMarkup,
} from './page-document.ts';

/** The contract of the web app's server entry (`apps/web/src/entry-server.tsx`). */
export interface PageRendererModule {
  renderPage(request: {
    url: string;
    lang: Language;
    /** The site's public origin, for canonical and link-preview addresses. */
    origin: string;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'spa' }
    | ({ kind: 'page' } & RenderedPage)
  >;
  /** The theme's `<style>` elements for every document's head (the shell's too). */
  themeStylesMarkup?(): string;
}

type Answer =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'document';
      status: number;
      page: RenderedPage | null;
      /** The document sent, per colour scheme, with its compressed forms: made once per kept page. */
      copies: Map<ColorScheme | null, CompressedCopies>;
    };

const documentAnswer = (status: number, page: RenderedPage | null): Answer => ({
  kind: 'document',
  status,
  page,
  copies: new Map(),
});
const SHELL = documentAnswer(200, null);
/** The API could not answer (its database is down): the shell, which renders in the browser, with 503. */
const UNAVAILABLE = documentAnswer(503, null);

function schemeOf(request: FastifyRequest): ColorScheme | null {
  const value = request.cookies[PREFERENCE_COOKIES.colorScheme];
  return value === 'dark' || value === 'light' ? value : null;
}

/**
 * The language asked for in the address (`?lang=ar`: what crawlers following hreflang links have),
 * else the reader's saved language (its cookie), else, on a first visit, the first of ours the
 * browser asks for (`Accept-Language`: most foreign guests in Trabzon read Arabic), else the site's
 * default (spec section 1).
 */
function languageOf(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const value = request.cookies[PREFERENCE_COOKIES.language];
  if (isLanguage(value)) return value;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

export async function loadRendererModule(entry: string | undefined): Promise<PageRendererModule | null> {
  if (!entry || !existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as PageRendererModule;
}

/**
 * Answers a page request with the page rendered on the server when the web app renders that page
 * (public pages), else with the app's empty shell. Rendered pages are kept, per language and URL,
 * with the tags of every API answer they were made from, until a write changes one of those (see
 * lib/cache-tags.ts), a minute passes or the business day ends.
 */
export function createPageRenderer(
  app: FastifyInstance,
  opts: {
    template: string;
    /** The built page that carries pages sent light (`light.html`); without it they go as the app's. */
    lightTemplate?: string;
    module: PageRendererModule | null;
    cache: boolean;
  },
) {
  assertTemplate(opts.template);
  if (opts.lightTemplate !== undefined) assertTemplate(opts.lightTemplate);
  const headMarkup = opts.module?.themeStylesMarkup?.() ?? '';
  const template = withHeadMarkup(opts.template, headMarkup);
  const lightTemplate = withHeadMarkup(opts.lightTemplate ?? opts.template, headMarkup);
  const { clock, config } = app.deps;
  const origin = config.publicUrl.replace(/\/+$/, '');
  const pages = new ResponseCache<Answer>({
    maxEntries: 500,
    ttlMs: 60_000,
    now: () => clock.now().getTime(),
  });
  const changes = app.catalogChanges;
  changes.subscribe((tags) => pages.forget(tags));
  /** Renderings under way, with the moment each began. */
  const inFlight = new Map<string, { mark: number; rendering: Promise<Answer> }>();

  /** Answers an API request of the page; notes in `tags` what the answer shows. */
  const callApi = async (url: string, init: RequestInit, tags: Set<string>): Promise<Response> => {
    const body = typeof init.body === 'string' ? init.body : undefined;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...changes.renderHeaders,
      },
      ...(body === undefined ? {} : { payload: body }),
    });
    const shown = res.headers[ANSWER_TAGS_HEADER];
    // An answer that says nothing of what it shows (not a cached route): any change may show in it.
    for (const tag of typeof shown === 'string' ? tagsFromHeader(shown) : [EVERYTHING]) tags.add(tag);
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  /**
   * Once the API answers 503, pages are not rendered for Retry-After seconds: each would wait on the
   * database (many renders at once) only to answer 503 too.
   */
  let unavailableUntil = 0;

  async function compute(url: string, lang: Language, tags: Set<string>): Promise<Answer> {
    const module = opts.module;
    if (!module) return SHELL;
    if (Date.now() < unavailableUntil) return UNAVAILABLE;
    let giveUp: () => void = () => {};
    const unavailable = new Promise<Answer>((resolve) => {
      giveUp = () => resolve(UNAVAILABLE);
    });
    const fetchApi = async (apiUrl: string, init: RequestInit): Promise<Response> => {
      if (Date.now() < unavailableUntil) {
        giveUp();
        throw new Error('the API is unavailable');
      }
      const res = await callApi(apiUrl, init, tags);
      if (res.status === 503) {
        unavailableUntil = Date.now() + RETRY_AFTER_SECONDS * 1000;
        giveUp();
      }
      return res;
    };
    const rendering = module.renderPage({ url, lang, origin, fetchApi }).then((result): Answer => {
      if (result.kind === 'redirect') return result;
      if (result.kind === 'spa') return SHELL;
      return documentAnswer(result.status, result);
    });
    // The first 503 answers the reader; the rest of that rendering finishes unheard.
    return Promise.race([rendering, unavailable]);
  }

  async function answerFor(url: string, lang: Language): Promise<Answer> {
    if (!opts.cache) return compute(url, lang, new Set());
    const key = `${todayIn(config.BUSINESS_TIMEZONE, clock.now())} ${lang} ${url}`;
    const hit = pages.get(key);
    if (hit) return hit.body;
    // Readers asking for the same page while it renders wait for that one rendering, unless
    // something changed since it began (it might not show the change).
    const mark = pages.mark();
    const pending = inFlight.get(key);
    if (pending?.mark === mark) return pending.rendering;
    const tags = new Set<string>();
    const rendering = compute(url, lang, tags)
      .then((answer) => {
        // A page whose data failed (5xx) is rendered again for the next reader, never kept.
        if (answer.kind === 'redirect' || answer.status < 500) pages.set(key, mark, answer, [...tags]);
        return answer;
      })
      .finally(() => {
        if (inFlight.get(key)?.rendering === rendering) inFlight.delete(key);
      });
    inFlight.set(key, { mark, rendering });
    return rendering;
  }

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const scheme = schemeOf(request);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language');
    let answer: Answer;
    try {
      answer = await answerFor(request.url, languageOf(request));
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      answer = SHELL;
    }
    if (answer.kind === 'redirect') return reply.redirect(locationHeader(answer.location), answer.status);
    if (answer === UNAVAILABLE) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    const { page, copies } = answer;
    if (page) reply.header('Content-Language', page.lang);
    reply.status(answer.status).type('text/html; charset=utf-8');
    const document = () =>
      page
        ? pageDocument(page.document === 'light' ? lightTemplate : template, page, scheme)
        : shellDocument(template, scheme);
    // Without the cache each document is sent once: the compression plugin compresses it as asked.
    if (!opts.cache) return reply.send(document());
    let copy = copies.get(scheme);
    if (!copy) {
      copy = new CompressedCopies(document());
      copies.set(scheme, copy);
    }
    return sendCopy(request, reply, copy);
  };
}
