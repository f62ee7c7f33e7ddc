import { expect, type APIRequestContext } from '@playwright/test';

/** The demo gerente's login telephone (apps/server/src/db/seed/demo.ts), digits only. */
export const DEMO_GERENTE_TELEPHONE = '595981123456';

type Outbox = { data: { id: number; to: string }[] };

/** The newest outbox message to a number, as the admin's Correos API lists it (newest first). */
async function newestTo(request: APIRequestContext, auth: Record<string, string>, to: string) {
  const res = await request.get(`/api/mail/messages?q=${encodeURIComponent(to)}`, { headers: auth });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as Outbox).data.find((m) => m.to === to);
}

/** The id of the newest text message to a number so far, to wait for the next one. */
export async function latestSmsId(request: APIRequestContext, adminToken: string, to: string): Promise<number> {
  return (await newestTo(request, { authorization: `Bearer ${adminToken}` }, to))?.id ?? 0;
}

/**
 * The result of reading the 6-digit code of the newest text message to a number newer than
 * `afterId` (docs/product.md#sign-in-by-telephone), from the outbox through the admin's Correos
 * API. `code` is null when the message is there but its body is hidden (login codes are
 * redacted on Correos while a transport is configured for them).
 */
export async function latestSmsCode(
  request: APIRequestContext,
  adminToken: string,
  to: string,
  afterId = 0,
): Promise<{ code: string | null }> {
  const auth = { authorization: `Bearer ${adminToken}` };
  let id = 0;
  await expect
    .poll(async () => (id = (await newestTo(request, auth, to))?.id ?? 0) > afterId, { message: `no text message to ${to}` })
    .toBe(true);
  const res = await request.get(`/api/mail/messages/${id}`, { headers: auth });
  const { text } = (await res.json()) as { text: string };
  return { code: /\b(\d{6})\b/.exec(text)?.[1] ?? null };
}
