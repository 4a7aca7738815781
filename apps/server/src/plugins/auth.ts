import { canManageBlog, type Role } from '@app/shared/auth/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { SignedIn } from '../modules/auth/auth.service.ts';
import { toUserDto } from '../modules/users/user-dto.ts';
import { guardWithRule } from './openapi-requests.ts';

export type RequestAuth = SignedIn;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily from the Bearer token; null when anonymous or the session has ended. */
    getAuth(): Promise<RequestAuth | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

export const authPlugin = fp(async (app: FastifyInstance) => {
  const { auth } = app.services;

  app.decorateRequest('getAuth', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this);
      cache.set(this, pending);
    }
    return pending;
  });

  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    return auth.signedIn(header.slice(7).trim());
  }
});

/*
 * The guards. Each carries the rule it enforces, which the OpenAPI document reads (security and
 * `x-required-role` on every guarded operation): put one in a route's `preValidation`, so a caller
 * without the right session hears 401 or 403 before anything about its input.
 */

/** A signed-in user (401 otherwise). */
export const requireAuth = guardWithRule(async (request: FastifyRequest): Promise<void> => {
  if (!(await request.getAuth())) throw new AppError(401, 'unauthorized');
}, {});

/** A signed-in user with one of the roles (401 anonymous, 403 other roles). */
export function requireRole(...roles: Role[]) {
  return guardWithRule(
    async (request: FastifyRequest): Promise<void> => {
      const auth = await request.getAuth();
      if (!auth) throw new AppError(401, 'unauthorized');
      if (!roles.includes(auth.user.role)) throw new AppError(403, 'forbidden');
    },
    { roles },
  );
}

/** Admin, blog-admin or a user granted the blog permission. */
export const requireBlogAccess = guardWithRule(
  async (request: FastifyRequest): Promise<void> => {
    const auth = await request.getAuth();
    if (!auth) throw new AppError(401, 'unauthorized');
    if (!canManageBlog(toUserDto(auth.user))) throw new AppError(403, 'forbidden');
  },
  { roles: ['admin', 'blog-admin'], permission: 'blog' },
);

/**
 * Puts `guard` before every route registered in `scope` (in the route's own options, where the
 * OpenAPI document sees it, rather than as a scope hook it cannot see).
 */
export function guardEveryRoute(scope: FastifyInstance, guard: (request: FastifyRequest) => Promise<void>) {
  scope.addHook('onRoute', (route) => {
    const own = route.preValidation;
    route.preValidation = [guard, ...(Array.isArray(own) ? own : own ? [own] : [])];
  });
}

/** The signed-in user's auth inside a handler guarded by requireAuth. */
export async function authOf(request: FastifyRequest): Promise<RequestAuth> {
  const auth = await request.getAuth();
  if (!auth) throw new AppError(401, 'unauthorized');
  return auth;
}

/** For `?admin=true` on a public read: 401 without a session, 403 for anyone but an admin. */
export const assertAdmin = requireRole('admin');
