import crypto from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { createSupplierRow, type SupplierRowOverrides } from './supplier-factory.ts';

let counter = 0;

/** A supplier with its own executive address (unique per call), for quotation tests. */
export async function supplierWithAddress(db: Db, overrides: SupplierRowOverrides = {}) {
  counter += 1;
  const tag = `${counter}-${crypto.randomBytes(3).toString('hex')}`;
  return createSupplierRow(db, {
    razonSocial: `Proveedor ${tag} S.A.`,
    nombreFantasia: `Proveedor ${tag}`,
    emailEjecutivo: [`ventas-${tag}@proveedor.test`],
    email: `info-${tag}@proveedor.test`,
    ...overrides,
  });
}

/** A create-quotation body; any field can be overridden. */
export function quotationBody(supplierIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Pedido de cotización: cemento portland',
    descripcion: '<p>Necesitamos <strong>500 bolsas</strong> de cemento.</p>',
    fornecedores: supplierIds.map((_id) => ({ _id })),
    file: [],
    filename: '',
    ...overrides,
  };
}

/** Bytes that are not text, so that any re-encoding would show. */
/** Bytes that start as a file of that kind does (attachments are typed by their content). */
export function fileOfKind(kind: 'pdf' | 'dwg', size: number, seed = 7): Buffer {
  const out = binaryFile(size, seed);
  out.write(kind === 'pdf' ? '%PDF-1.7\n' : 'AC1032', 0);
  return out;
}

export function binaryFile(size: number, seed = 7): Buffer {
  const out = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x & 0xff;
  }
  return out;
}
