import type { Role } from '@app/shared/auth/rules';
import { IDEMPOTENCY_KEY_PATTERN } from '@app/shared/bookings/schemas';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { REFRESH_COOKIE } from '../modules/auth/session-cookies.ts';

/**
 * What a route asks of its caller, told to the OpenAPI document from the same declarations the
 * server acts on, so that a client reading only `/api/openapi.json` knows it:
 * - which calls need a session, and which role: read from the route's guard (`requireAuth`,
 *   `requireRole(…)`, `requireBlogAccess` carry their rule), never written twice;
 * - request parts the handler reads itself (the Idempotency-Key header, a multipart file), which
 *   are declared for the document only (`documentOnly`) as Fastify must not validate them.
 */

/** The security schemes the server really uses. */
export const SECURITY_SCHEMES = {
  /** The short-lived access token from login or refresh: `Authorization: Bearer …`. */
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from `POST /api/auth/login` or `POST /api/auth/refresh`.',
  },
  /** The rotating refresh token in an httpOnly cookie: only `/api/auth/refresh` and logout read it. */
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE,
    description:
      'The refresh token, set as an httpOnly cookie by login; it authenticates only `POST /api/auth/refresh` ' +
      'and `POST /api/auth/logout`, from this site’s own pages.',
  },
} as const;

/** Who may call a guarded route. */
export interface AccessRule {
  /** Roles that may call it; absent for any signed-in user. */
  roles?: readonly Role[];
  /** Also any user whose `permissions` grant this area (the blog). */
  permission?: 'blog';
}

const ACCESS_RULE = Symbol('access rule');
type Guarded = { [ACCESS_RULE]?: AccessRule };

/** Marks a guard (a preValidation or preHandler hook) with the rule it enforces. */
export function guardWithRule<F extends (...args: never[]) => unknown>(guard: F, rule: AccessRule): F {
  (guard as F & Guarded)[ACCESS_RULE] = rule;
  return guard;
}

type Hooks = unknown;
const hooksOf = (hooks: Hooks): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/** The rule of the route's guard, if it has one (in its onRequest, preValidation or preHandler hooks). */
export function accessRuleOf(route: { onRequest?: Hooks; preValidation?: Hooks; preHandler?: Hooks }) {
  for (const hook of [
    ...hooksOf(route.onRequest),
    ...hooksOf(route.preValidation),
    ...hooksOf(route.preHandler),
  ]) {
    const rule = (hook as Guarded | null)?.[ACCESS_RULE];
    if (rule) return rule;
  }
  return undefined;
}

/** Says who may call: appended to the operation's description. */
function ruleText(rule: AccessRule): string {
  if (!rule.roles) return 'Needs a session: any signed-in user (401 without one).';
  const roles = rule.roles.map((role) => `\`${role}\``).join(' or ');
  const permission = rule.permission ? `, or a user granted the \`${rule.permission}\` permission` : '';
  return `Needs a session with the role ${roles}${permission} (401 without a session, 403 for anyone else).`;
}

/** The operation fields for the route's guard: `security`, `x-required-role` and a sentence. */
export function securityFields(route: Parameters<typeof accessRuleOf>[0], description?: string) {
  const rule = accessRuleOf(route);
  if (!rule) return {};
  return {
    security: [{ bearer: [] }],
    ...(rule.roles ? { 'x-required-role': [...rule.roles] } : {}),
    ...(rule.permission ? { 'x-required-permission': rule.permission } : {}),
    description: description ? `${description}\n\n${ruleText(rule)}` : ruleText(rule),
  };
}

/**
 * For a route open to all that does more for a signed-in caller (a booking then belongs to the
 * account; `?admin=true` shows an admin more): a session is optional.
 */
export const sessionOptional = {
  security: [{}, { bearer: [] }],
} as const satisfies FastifySchema;

/** For the routes the refresh cookie authenticates. */
export const refreshCookieSession = {
  security: [{ refreshCookie: [] }],
} as const satisfies FastifySchema;

/** Logout: with the access token, the refresh cookie, or neither (then it only clears cookies). */
export const logoutSession = {
  security: [{}, { bearer: [] }, { refreshCookie: [] }],
} as const satisfies FastifySchema;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Request parts the handler reads and checks itself, declared for the OpenAPI document only
     * (Fastify does not validate them): a header it answers with its own problem code, a multipart body.
     */
    documentOnly?: { headers?: z.ZodType; body?: z.ZodType };
  }
}

/**
 * The `Idempotency-Key` header a booking requires. The bookings service checks it (400
 * `idempotency_key_required`, 422 `idempotency_key_reused`), so it is declared, not validated here.
 */
export const idempotencyKeyHeader = {
  documentOnly: {
    headers: z.object({
      'Idempotency-Key': z
        .string()
        .regex(IDEMPOTENCY_KEY_PATTERN)
        .describe(
          'A key of 8 to 128 letters, digits, `_ . : -` (a UUID) that the client makes once per booking: ' +
            'the same key and body replay the first answer (header `idempotent-replayed: true`), ' +
            'the same key with another body is 422 `idempotency_key_reused`. Missing or malformed: 400 ' +
            '`idempotency_key_required`.',
        ),
    }),
  },
} as const satisfies FastifySchema;

/** A `multipart/form-data` body of one image in the part named `file`. */
export function imageUpload(what: string) {
  return {
    consumes: ['multipart/form-data'],
    documentOnly: {
      body: z.object({
        file: z
          .string()
          .meta({ format: 'binary', contentMediaType: 'application/octet-stream' })
          .describe(`${what}: the bytes of a JPEG, PNG or WebP image`),
      }),
    },
  } as const satisfies FastifySchema;
}
