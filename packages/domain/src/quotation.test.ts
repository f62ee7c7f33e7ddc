import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message.ts';
import { CreateQuotationSchema, quotationState } from './quotation.ts';
import { MSG } from './messages.ts';

describe('quotation state from its recipients', () => {
  it.each([
    [{ pending: 0, sent: 0, failed: 0 }, 'Sin Estado'],
    [{ pending: 2, sent: 1, failed: 0 }, 'Enviando'],
    [{ pending: 0, sent: 3, failed: 0 }, 'Enviada'],
    [{ pending: 1, sent: 1, failed: 1 }, 'Con errores'],
    [{ pending: 0, sent: 2, failed: 1 }, 'Con errores'],
  ] as const)('%o → %s', (counts, state) => {
    expect(quotationState(counts)).toBe(state);
  });
});

describe('create body', () => {
  it('takes supplier ids as numbers or digit strings and refuses anything else', () => {
    const ok = CreateQuotationSchema.parse({ title: 't', descripcion: 'd', fornecedores: [{ _id: 3 }, { _id: '4' }] });
    expect(ok.fornecedores.map((f) => f._id)).toEqual([3, 4]);
    const bad = CreateQuotationSchema.safeParse({ title: 't', descripcion: 'd', fornecedores: [{ _id: '4x' }] });
    expect(bad.error?.issues[0]?.message).toBe(fillMessage(MSG.quotationUnknownSuppliers, { ids: '4x' }));
  });

  it('asks for suppliers, subject and description with their messages', () => {
    expect(CreateQuotationSchema.safeParse({ title: 't', descripcion: 'd', fornecedores: [] }).error?.issues[0]?.message).toBe(
      MSG.quotationSuppliersRequired,
    );
    expect(CreateQuotationSchema.safeParse({ descripcion: 'd', fornecedores: [{ _id: 1 }] }).error?.issues[0]?.message).toBe(
      MSG.quotationFieldsRequired,
    );
  });

  it('accepts a request id of safe characters only', () => {
    const base = { title: 't', descripcion: 'd', fornecedores: [{ _id: 1 }] };
    expect(CreateQuotationSchema.safeParse({ ...base, clientRequestId: 'a1b2c3d4-e5' }).success).toBe(true);
    expect(CreateQuotationSchema.safeParse({ ...base, clientRequestId: 'short' }).success).toBe(false);
    expect(CreateQuotationSchema.safeParse({ ...base, clientRequestId: 'has spaces in it' }).success).toBe(false);
  });
});
