import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network of the web tests, mocked at the fetch level: the app's own API client runs as in
 * the browser. setup.ts starts it with `onUnhandledRequest: 'error'` and fails the test that made
 * a call no handler answers. A test adds its answers with `server.use(...)`; they last one test.
 */
export const server = setupServer();

export { http, HttpResponse };

/** An error answer as the server's error handler gives it (`{ error, message, statusCode, code }`). */
export function apiError(status: number, message: string, code?: string) {
  return HttpResponse.json({ error: message, message, statusCode: status, ...(code ? { code } : {}) }, { status });
}

/** A GET answered with `body` (JSON), recording each request it gets. */
export function answerGet(path: string, body: JsonBodyType) {
  const requests: Request[] = [];
  server.use(
    http.get(path, ({ request }) => {
      requests.push(request);
      return HttpResponse.json(body);
    }),
  );
  return requests;
}
