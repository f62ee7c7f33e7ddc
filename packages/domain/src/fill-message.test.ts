import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message.ts';
import { MSG } from './messages.ts';

describe('fillMessage', () => {
  it('fills every slot it has a value for and leaves the others', () => {
    expect(fillMessage(MSG.supplierSendQuotation, { n: 3 })).toBe('Enviar cotización: 3 Proveedor(es)');
    expect(fillMessage('{a} y {b}', { a: 'uno' })).toBe('uno y {b}');
  });
});
