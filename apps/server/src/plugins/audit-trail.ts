import type { AuditAction, AuditEntity } from '@app/shared/audit/entries';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { AuditMode, AuditWrite } from '../modules/audit/audit.service.ts';
import { accessRuleOf } from './openapi-requests.ts';

/**
 * What an admin or blog-admin write route declares for the audit trail (docs/decisions/032), in
 * its `config.audit`, beside what it changes for the cache:
 * - `entity`: the kind of thing it writes; `action`: the verb (or the verb from the request);
 * - `id`: the entity's id from the request, or for a create from the answer (several for a bulk write);
 * - `parent`: the whole the entity is part of (a room's hotel), for the link;
 * - `read`: the record as it stands, read through the route's own module service, called before the
 *   write (unless it creates) and after it (unless it deletes); without it a create keeps its answer;
 * - `label`: how the entity is named, when its record does not say (see audit-fields.ts labelOf);
 * - `when`: on a route open to every account, which calls are an admin's write to record
 *   (`byAnAdmin`); without it every successful call is recorded.
 */
export interface AuditDeclaration {
  entity: AuditEntity;
  action: AuditAction | ((request: FastifyRequest) => AuditAction);
  id: (request: FastifyRequest, answer: unknown) => string | readonly string[] | undefined;
  parent?: (request: FastifyRequest) => string;
  read?: (id: string, request: FastifyRequest) => Promise<unknown>;
  label?: (request: FastifyRequest, record: unknown) => string;
  when?: (request: FastifyRequest) => Promise<boolean>;
}

/** For `when`: the caller is an admin (a traveller's own cancellation is theirs, not the agency's). */
export const byAnAdmin = async (request: FastifyRequest): Promise<boolean> =>
  (await request.getAuth())?.user.role === 'admin';

export interface AuditTrail {
  /** Every audited write route (`PATCH /api/admin/bookings/:id/status`) and the entity it names. */
  readonly routes: ReadonlyMap<string, AuditEntity>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditTrail: AuditTrail;
  }
  interface FastifyContextConfig {
    /** What an admin write records in the audit trail: every admin and blog-admin write declares it. */
    audit?: AuditDeclaration;
  }
  interface FastifyRequest {
    /** The records as read before an audited write, by entity id. */
    auditBefore?: Map<string, unknown>;
  }
}

/** A route's audit declaration, for its `config`: `config: { ...changes(…), ...audited({…}) }`. */
export function audited(declaration: AuditDeclaration) {
  return { audit: declaration };
}

/** The entity id from a path parameter (`:id` unless named). */
export const param =
  (name = 'id') =>
  (request: FastifyRequest): string =>
    String((request.params as Record<string, unknown>)[name] ?? '');

/** The id of the record a create answered with (`_id`). */
export const createdId = (_request: FastifyRequest, answer: unknown): string | undefined => {
  const id = (answer as { _id?: unknown } | undefined)?._id;
  return typeof id === 'string' ? id : undefined;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function modeOf(action: AuditAction): AuditMode {
  return action === 'create' ? 'create' : action === 'delete' ? 'delete' : 'update';
}

const actionOf = (d: AuditDeclaration, request: FastifyRequest): AuditAction =>
  typeof d.action === 'function' ? d.action(request) : d.action;

function idsOf(d: AuditDeclaration, request: FastifyRequest, answer: unknown): string[] {
  const ids = d.id(request, answer);
  if (ids === undefined) return [''];
  return typeof ids === 'string' ? [ids] : [...new Set(ids)];
}

/**
 * Records every successful admin and blog-admin write (2xx) in the audit trail: who, what, when,
 * from which address, and the fields before and after (apps/server/src/modules/audit). The record
 * before is read just before the handler, the record after once it has answered, and the entry is
 * written before the answer leaves, so a client that got its answer finds its entry. A write that
 * fails (4xx, 5xx) records nothing. An entry that cannot be written is logged as an error with the
 * route and request id; the write itself stands (docs/decisions/032 says what that costs).
 *
 * A server with an admin or blog-admin write route (its guard requires a role or the blog access)
 * that declares no `config.audit` does not start.
 */
export const auditTrailPlugin = fp(async (app: FastifyInstance) => {
  const audit = app.services.audit;
  const writeRoutes: RouteOptions[] = [];
  const routes = new Map<string, AuditEntity>();
  app.decorate('auditTrail', { routes });

  app.addHook('onRoute', (route) => {
    // Read once every route is registered: a scope's guards are added by its own onRoute hooks.
    if ([route.method].flat().some((method) => MUTATING.has(method))) writeRoutes.push(route);
  });

  app.addHook('onReady', async () => {
    const missing: string[] = [];
    for (const route of writeRoutes) {
      const methods = [route.method].flat().filter((method) => MUTATING.has(method));
      const declared = route.config?.audit;
      if (declared) {
        for (const method of methods) routes.set(`${method} ${route.url}`, declared.entity);
        continue;
      }
      if (accessRuleOf(route)?.roles) missing.push(`${methods.join(',')} ${route.url}`);
    }
    if (missing.length > 0) {
      throw new Error(
        `admin write routes declare what they record in the audit trail (config.audit): ${missing.join('; ')}`,
      );
    }
  });

  /** A record as it stands, or undefined when there is none (the handler answers 404 then). */
  const read = async (d: AuditDeclaration, id: string, request: FastifyRequest) => {
    if (!d.read || !id) return undefined;
    try {
      return await d.read(id, request);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404))
        request.log.warn({ err: error }, 'the audit trail could not read the record written');
      return undefined;
    }
  };

  app.addHook('preHandler', async (request) => {
    const d = request.routeOptions.config.audit;
    if (!d || !MUTATING.has(request.method)) return;
    if (d.when && !(await d.when(request))) return;
    if (modeOf(actionOf(d, request)) === 'create' || !d.read) return;
    const before = new Map<string, unknown>();
    for (const id of idsOf(d, request, undefined)) before.set(id, await read(d, id, request));
    request.auditBefore = before;
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.routeOptions.config.audit) request.answer = payload;
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const d = request.routeOptions.config.audit;
    if (!d || !MUTATING.has(request.method) || reply.statusCode < 200 || reply.statusCode >= 300)
      return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    try {
      if (d.when && !(await d.when(request))) return payload;
      const auth = await request.getAuth();
      const action = actionOf(d, request);
      const mode = modeOf(action);
      const writes: AuditWrite[] = [];
      for (const id of idsOf(d, request, request.answer)) {
        const before = mode === 'create' ? undefined : request.auditBefore?.get(id);
        const after = mode === 'delete' ? undefined : d.read ? await read(d, id, request) : request.answer;
        writes.push({
          actor: auth
            ? { id: auth.user.id, name: auth.user.name, email: auth.user.email, role: auth.user.role }
            : { id: null, name: '', email: '', role: '' },
          method: request.method,
          route,
          action,
          mode,
          entityType: d.entity,
          entityId: id,
          parentId: d.parent?.(request) ?? '',
          ip: request.ip,
          requestId: String(request.id),
          before,
          after,
          ...(d.label ? { label: d.label(request, after ?? before) } : {}),
        });
      }
      await audit.record(writes);
    } catch (error) {
      request.log.error(
        { err: error, route, requestId: request.id },
        'AUDIT ENTRY NOT RECORDED: the write succeeded but its audit entry could not be written',
      );
    }
    return payload;
  });
});
