import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../src/modules/auth/tokens.ts';

/** A checked token is trusted again without its signature, but never past its expiry. */
describe('TokenService.verify', () => {
  afterEach(() => vi.useRealTimers());
  const claims = { userId: 7, tokenVersion: 1, sessionId: crypto.randomUUID() };

  it('answers a token checked before, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    const tokens = new TokenService(crypto.randomBytes(32), 30);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:00:31Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token altered after one was checked, and a token of another secret', async () => {
    const tokens = new TokenService(crypto.randomBytes(32), 3600);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [head, body, signature] = token.split('.');
    const altered = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(altered)).toBeNull();
    const other = await new TokenService(crypto.randomBytes(32), 3600).sign(claims);
    expect(await tokens.verify(other)).toBeNull();
  });
});
