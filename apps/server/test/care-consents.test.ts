import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { callAs, type Person } from './helpers/call-as.ts';
import { userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
let paciente: Person;
let otherPaciente: Person;

beforeAll(async () => {
  abasto = await createTestAbasto();
  paciente = await userWithToken(abasto.app, 'paciente');
  otherPaciente = await userWithToken(abasto.app, 'paciente');
});
afterAll(() => abasto?.close());

const call = callAs(() => abasto);

describe('/api/consentimento/{document} (docs/product.md#demo-screens: TCLE)', () => {
  it('keeps a signature on the server, for its signer only, and signing again keeps the first time', async () => {
    const before = await call('GET', '/api/consentimento/tcle', paciente);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ document: 'tcle', signedAt: null });

    const signed = await call('PUT', '/api/consentimento/tcle', paciente);
    expect(signed.statusCode).toBe(200);
    const { signedAt } = signed.json().data;
    expect(Date.parse(signedAt)).not.toBeNaN();

    const read = await call('GET', '/api/consentimento/tcle', paciente);
    expect(read.json().data).toEqual({ document: 'tcle', signedAt });
    const again = await call('PUT', '/api/consentimento/tcle', paciente);
    expect(again.json().data.signedAt).toBe(signedAt);

    // Another patient's signature is its own.
    const other = await call('GET', '/api/consentimento/tcle', otherPaciente);
    expect(other.json().data.signedAt).toBeNull();
  });

  it('refuses a form it does not know with 400 and a Portuguese message', async () => {
    const res = await call('PUT', '/api/consentimento/outro', paciente);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.careConsentUnknown);
  });
});
