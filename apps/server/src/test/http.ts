import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The Set-Cookie value of one cookie in an answer, e.g. for sending it back. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie?.value;
}

export async function registerUser(
  app: FastifyInstance,
  body: { name?: string; email: string; password?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: body.name ?? 'Test Traveller',
      email: body.email,
      password: body.password ?? 'secret123',
    },
  });
}

export async function loginUser(
  app: FastifyInstance,
  email: string,
  password = 'secret123',
  rememberMe = false,
): Promise<{ token: string; refresh: string; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, rememberMe },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { token: response.json().token, refresh: cookieFrom(response, 'rt') ?? '', response };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
