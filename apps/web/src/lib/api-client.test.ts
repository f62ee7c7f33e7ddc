import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, callAhead, setUnauthorizedHandler } from './api-client.ts';
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

describe('calls made ahead (app/first-page.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a GET at once and gives its answer to the first identical call, and only to it', async () => {
    tokenStorage.set('tok-ahead');
    const fetchMock = respond(200, { data: ['a'] });
    vi.stubGlobal('fetch', fetchMock);
    callAhead(() => void api('/api/list', { query: { q: 'cal' } }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api('/api/list', { query: { q: 'cal' } })).resolves.toEqual({ data: ['a'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next identical call asks the server again.
    await api('/api/list', { query: { q: 'cal' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not give an answer to another URL, another token or a write', async () => {
    tokenStorage.set('tok-1');
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    callAhead(() => {
      void api('/api/list', { query: { q: 'a' } });
      void api('/api/other');
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await api('/api/list', { query: { q: 'b' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await api('/api/other', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    tokenStorage.set('tok-2');
    await api('/api/other');
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('passes a refusal on to the call that takes it', async () => {
    tokenStorage.set('tok-3');
    vi.stubGlobal('fetch', respond(403, { error: 'Forbidden' }));
    callAhead(() => void api('/api/secret').catch(() => {}));
    const taken = api('/api/secret');
    await expect(taken).rejects.toBeInstanceOf(ApiError);
    await expect(taken).rejects.toThrow('Forbidden');
  });

  it('drops an answer nobody took within 30 s', async () => {
    vi.useFakeTimers();
    tokenStorage.set('tok-4');
    const fetchMock = respond(200, { n: 1 });
    vi.stubGlobal('fetch', fetchMock);
    callAhead(() => void api('/api/late'));
    await vi.advanceTimersByTimeAsync(30_001);
    await api('/api/late');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
