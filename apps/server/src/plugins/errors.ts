import { type ErrorCode, FIELD_CODES, type Problem, type ProblemFieldError } from '@app/shared/errors/codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';
import { errorMessage, fieldMessage } from '../lib/messages.ts';
import { refusedInputCode } from '../lib/refused-input.ts';
import { languageOf } from './lang.ts';

const fieldCodes = new Set<string>(FIELD_CODES);

function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  extra: { detail?: string; errors?: ProblemFieldError[]; headers?: Record<string, string> } = {},
) {
  const lang = request.lang ?? languageOf(request);
  const body: Problem = {
    type: `about:blank#${code}`,
    title: errorMessage(code, lang),
    status,
    code,
    requestId: request.id,
  };
  if (extra.detail) body.detail = extra.detail;
  if (extra.errors?.length) body.errors = extra.errors;
  if (extra.headers) void reply.headers(extra.headers);
  return reply.status(status).type('application/problem+json').send(body);
}

function issueCode(keyword: string, message: string): string {
  if (fieldCodes.has(message)) return message;
  if (keyword === 'invalid_type') return 'required';
  if (keyword === 'too_big') return 'too_long';
  return 'invalid_value';
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? languageOf(request);
    if (error instanceof AppError) {
      const errors = error.options.errors?.map((e) => ({ ...e, message: fieldMessage(e.code, lang) }));
      return sendProblem(request, reply, error.status, error.code, {
        ...(error.options.detail ? { detail: error.options.detail } : {}),
        ...(errors ? { errors } : {}),
        ...(error.options.headers ? { headers: error.options.headers } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
        const code = issueCode(v.keyword, v.message ?? '');
        return { field, code, message: fieldMessage(code, lang) };
      });
      return sendProblem(request, reply, 400, 'validation_failed', { errors });
    }
    const refused = refusedInputCode(error);
    if (refused) return sendProblem(request, reply, 400, refused);
    const status = error.statusCode ?? 500;
    // Where it failed, never what it was handling: the logger's `err` serializer keeps SQL,
    // parameters and values out (lib/log-safe-error.ts).
    const where = { err: error, method: request.method, route: request.routeOptions.url };
    if (status >= 500 && isDatabaseUnavailable(error)) {
      request.log.warn(where, 'database unavailable');
      return sendProblem(request, reply, 503, 'service_unavailable', {
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      });
    }
    if (status === 413) return sendProblem(request, reply, 413, 'payload_too_large');
    if (status === 429) return sendProblem(request, reply, 429, 'rate_limited');
    if (status >= 400 && status < 500) {
      return sendProblem(request, reply, status, 'bad_request', { detail: error.message });
    }
    request.log.error(where, 'request failed');
    return sendProblem(request, reply, 500, 'internal_error');
  });

  app.setNotFoundHandler((request, reply) => {
    return sendProblem(request, reply, 404, 'route_not_found');
  });
});

/**
 * Fastify's own refusals before any route is found (a URL with a broken %-escape, a path segment
 * over the length limit): the same problem+json as every other 4xx (Fastify's `frameworkErrors`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  if (status < 500) return sendProblem(request, reply, status, 'bad_request');
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return sendProblem(request, reply, 500, 'internal_error');
}
