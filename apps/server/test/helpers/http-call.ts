// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field by the tests
type Json = any;

/** One JSON call to a server process; never waits more than `timeoutMs` (a hang fails the test). */
export async function httpCall(
  baseUrl: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body };
}

/** Logs in through the API of a server process and returns the bearer token. */
export async function loginOver(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await httpCall(baseUrl, 'POST', '/api/auth/pre-login-email', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Per-recipient delivery states of a quotation, counted. */
export async function deliveryCounts(baseUrl: string, token: string, quotationId: number) {
  const res = await httpCall(baseUrl, 'GET', `/api/cotizacion/view/${quotationId}`, { token });
  if (res.status !== 200) throw new Error(`quotation read failed: ${res.status}`);
  const counts = { pending: 0, sent: 0, failed: 0, withError: 0 };
  for (const r of res.body.data.fornecedores as { status: 'pending' | 'sent' | 'failed'; reason: string | null }[]) {
    counts[r.status] += 1;
    if (r.reason) counts.withError += 1;
  }
  return counts;
}
