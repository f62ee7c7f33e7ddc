import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, setUnauthorizedHandler } from './api-client.ts';
import { tokenStorage } from './token-storage.ts';

function respond(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers = new Headers({ 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
  return vi.fn(async () => new Response(text, { status, statusText, headers }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('api client (spec section 7)', () => {
  it('sends the bearer token from local storage and includes credentials', async () => {
    tokenStorage.set('tok-123');
    const fetchMock = respond(200, { data: [] });
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/x');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(init.credentials).toBe('include');
  });

  it('omits null and undefined query parameters', () => {
    expect(buildUrl('/api/p', { q: 'cemento', ciudad: null, rubro: undefined, page: 2 })).toBe(
      '/api/p?q=cemento&page=2',
    );
    expect(buildUrl('/api/p', { a: null })).toBe('/api/p');
  });

  it('rejects a non-OK answer with the body\'s error, then message, then status text', async () => {
    vi.stubGlobal('fetch', respond(400, { error: 'El mail ingresado no es correcto.' }));
    await expect(api('/api/x')).rejects.toThrow('El mail ingresado no es correcto.');
    vi.stubGlobal('fetch', respond(400, { message: 'solo message' }));
    await expect(api('/api/x')).rejects.toThrow('solo message');
    vi.stubGlobal('fetch', respond(502, '', 'Bad Gateway'));
    await expect(api('/api/x')).rejects.toThrow('Bad Gateway');
  });

  it('rejects a 200 answer carrying an error, or result \'Error\', with its text or \'Error inesperado\'', async () => {
    vi.stubGlobal('fetch', respond(200, { error: 'algo salió mal' }));
    await expect(api('/api/x')).rejects.toThrow('algo salió mal');
    vi.stubGlobal('fetch', respond(200, { result: 'Error' }));
    await expect(api('/api/x')).rejects.toThrow('Error inesperado');
  });

  it('calls the session handler on \'Unauthorized\' when a token was sent', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', respond(401, { error: 'Unauthorized' }));
    tokenStorage.set('old');
    await expect(api('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not treat a failed login (no token) as an ended session', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', respond(401, { error: 'El mail o la contraseña no son correctos.' }));
    await expect(api('/api/auth/pre-login-email', { method: 'POST', body: {} })).rejects.toThrow(
      'El mail o la contraseña no son correctos.',
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('exposes validation details by field', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, { error: 'x', details: [{ path: 'email', message: 'El mail ingresado no es válido' }] }),
    );
    const err = await api('/api/x').catch((e: ApiError) => e);
    expect((err as ApiError).fieldErrors).toEqual({ email: 'El mail ingresado no es válido' });
  });
});
