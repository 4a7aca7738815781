import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';
import { changeLanguage, initI18n } from './i18n';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(): Promise<ApiError> {
  try {
    await api('/hotels');
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('the call did not fail with an ApiError');
}

describe('api failures without an answer', () => {
  it('say "network" in the reader’s language, and follow a language switch', async () => {
    await initI18n('tr');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure();
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.message).toBe('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.');
    await changeLanguage('ar');
    expect(error.message).toBe('تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.');
  });

  it('say "timed out" in the reader’s language', async () => {
    await initI18n('ar');
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => AbortSignal.abort());
    const error = await failure();
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('استغرق الخادم وقتًا طويلًا للرد. يرجى المحاولة مرة أخرى.');
    vi.restoreAllMocks();
  });

  it('never show a proxy’s English status text', async () => {
    await initI18n('tr');
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure();
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bir hata oluştu. Lütfen tekrar deneyin.');
  });

  it('keep the server’s own (already translated) title', async () => {
    await initI18n('tr');
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 'not_found', title: 'Bulunamadı.', status: 404 }), {
          status: 404,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    );
    expect((await failure()).message).toBe('Bulunamadı.');
  });

  it('read a known code from the catalogue in the reader’s language, also after a switch', async () => {
    await initI18n('tr');
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            code: 'validation_failed',
            title: 'Bazı alanları kontrol etmeniz gerekiyor.',
            status: 400,
            errors: [
              { field: 'email', code: 'invalid_email', message: 'Lütfen geçerli bir e-posta adresi girin' },
              { field: 'x', code: 'not_a_code', message: 'Sunucunun sözü' },
            ],
          }),
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    );
    const error = await failure();
    expect(error.message).toBe('Bazı alanları kontrol etmeniz gerekiyor.');
    await changeLanguage('en');
    expect(error.message).toBe('Some fields need your attention.');
    expect(error.errors.map((e) => e.message)).toEqual([
      'Please enter a valid email address',
      'Sunucunun sözü',
    ]);
  });

  it('keep the server’s words for a code the app does not know', async () => {
    await initI18n('en');
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 'brand_new_code', title: 'Something new.', status: 409 }), {
          status: 409,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    );
    expect((await failure()).message).toBe('Something new.');
  });
});
