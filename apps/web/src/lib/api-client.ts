import { isErrorCode, isFieldCode, type Problem, type ProblemFieldError } from '@app/shared/errors/codes';
import { currentLanguage } from './i18n';
import { type ApiTransport, renderScope } from './render-scope';
import { type PlainTextKey, translator } from './translator';

export const REQUEST_TIMEOUT_MS = 10_000;

/** Failures the browser meets without an answer from the server, and their texts in common.json. */
const LOCAL_FAILURES: Record<string, PlainTextKey> = {
  network_error: 'common:errors.network',
  timeout: 'common:errors.timeout',
  unreadable_answer: 'common:errors.generic',
};

/** A text of the app in the reader's language at the time it is read; `fallback` when it has none. */
const readText = (key: PlainTextKey, fallback: string) =>
  translator.getFixedT(translator.language)(key, { defaultValue: fallback });

/**
 * A failed API call: the server's problem+json, or a failure without a usable answer (network,
 * timeout: status 0; a reply that is not problem+json). The message of a known error code (and of
 * each field issue with a known code) is the catalogue's text for that code, read in the reader's
 * language whenever it is shown, so every screen that prints `message` is in the page's language,
 * even after a switch; the server's own words remain only for a code the app does not know.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: ProblemFieldError[] = [],
    readonly retryAfterSeconds?: number,
    textKey: PlainTextKey | undefined = LOCAL_FAILURES[code] ??
      (isErrorCode(code) ? `problems:errors.${code}` : undefined),
  ) {
    super(message);
    this.name = 'ApiError';
    if (textKey) {
      Object.defineProperty(this, 'message', { get: () => readText(textKey, message), configurable: true });
    }
    for (const issue of errors) {
      const { code: fieldCode, message: said } = issue;
      if (!isFieldCode(fieldCode)) continue;
      Object.defineProperty(issue, 'message', {
        get: () => readText(`problems:fields.${fieldCode}`, said),
        enumerable: true,
        configurable: true,
      });
    }
  }

  fieldError(field: string): ProblemFieldError | undefined {
    return this.errors.find((e) => e.field === field);
  }
}

type TokenSource = {
  getToken(): string | null;
  /** Called once on a 401 with a token: tries to get a fresh one; null means signed out. */
  refresh(): Promise<string | null>;
};

let tokens: TokenSource = { getToken: () => null, refresh: async () => null };

/** When the server renders a page, API calls go straight to its own routes instead of the network. */
const transport: ApiTransport = (url, init) => {
  const scope = renderScope();
  return scope ? scope.transport(url, init) : fetch(url, init);
};

export function setTokenSource(source: TokenSource): void {
  tokens = source;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Skip the bearer header and the refresh-on-401 retry (auth endpoints themselves). */
  anonymous?: boolean;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  params.set('lang', currentLanguage());
  return `/api${path}?${params.toString()}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body (a file) sets its own multipart type and boundary.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : form
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ApiError(
      0,
      timedOut ? 'timeout' : 'network_error',
      timedOut ? 'Request timed out' : 'Network error',
    );
  }
}

async function toError(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  try {
    const problem = (await response.json()) as Partial<Problem>;
    return new ApiError(
      response.status,
      problem.code ?? 'internal_error',
      problem.title ?? response.statusText,
      problem.errors ?? [],
      retryAfter,
    );
  } catch {
    // Not our problem+json (a proxy's page, say): no English status text on the screen.
    return new ApiError(
      response.status,
      'internal_error',
      response.statusText,
      [],
      retryAfter,
      LOCAL_FAILURES.unreadable_answer,
    );
  }
}

/**
 * Calls the API under /api with the reader's language; JSON in and out (a FormData body goes as
 * multipart); problem+json becomes ApiError.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.anonymous ? null : tokens.getToken();
  let response = await send(path, options, token);
  if (response.status === 401 && token && !options.anonymous) {
    const fresh = await tokens.refresh();
    if (fresh) response = await send(path, options, fresh);
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}
