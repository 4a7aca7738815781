import { userEnvelopeDto } from '@app/shared/auth/responses';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';
import { noContent, responses } from './openapi-responses.ts';

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(errorsPlugin);

const row = {
  _id: 'u1',
  name: 'Ayşe',
  email: 'ayse@example.com',
  phone: '',
  role: 'user' as const,
  profileImage: '',
  permissions: { blog: false },
  preferences: { notifications: { email: true } },
  createdAt: '2027-06-01T09:00:00.000Z',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
  failedLogins: 3,
};
app.get('/leaky', { schema: { response: responses({ 200: userEnvelopeDto }) } }, async () => ({ user: row }));
app.get('/broken', { schema: { response: responses({ 200: userEnvelopeDto }) } }, async () => ({
  user: { ...row, role: 'owner' as 'user' },
}));
app.delete('/gone', { schema: { response: responses({ 204: noContent }) } }, async (_request, reply) =>
  reply.code(204).send(null),
);
afterAll(() => app.close());

describe('response schemas', () => {
  it('strip what the schema does not name: a password hash never leaves the server', async () => {
    const res = await app.inject({ url: '/leaky' });
    expect(res.statusCode).toBe(200);
    const { passwordHash: _hash, failedLogins: _count, ...visible } = row;
    expect(res.json()).toEqual({ user: visible });
    expect(res.body).not.toContain('argon2');
  });

  it('refuse an answer that breaks its schema (a 500 problem, not the wrong data)', async () => {
    const res = await app.inject({ url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'internal_error', status: 500 });
    expect(res.body).not.toContain('argon2');
  });

  it('a 204 answers no body', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/gone' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});
