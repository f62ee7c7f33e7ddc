import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { fieldMessage } from '@abasto/domain/supplier';
import {
  exportCell,
  IMPORT_EXAMPLE,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  type ImportPreview,
  type ImportSummary,
} from '@abasto/domain/supplier-import';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { queryRows } from '../src/db/client.ts';
import { suppliers } from '../src/db/schema/suppliers.ts';
import { generateSuppliers, insertSuppliers } from '../src/db/seed/suppliers.ts';
import { type AppError } from '../src/lib/app-error.ts';
import { importSuppliers } from '../src/modules/suppliers/import-suppliers.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { createSupplierRow, supplierBody } from './helpers/supplier-factory.ts';

/**
 * Suppliers in and out by spreadsheet (docs/product.md#supplier-import-and-export): the preview
 * and the apply of an import, the files it refuses, the export and its round trip.
 */

let abasto: TestAbasto;
let gerente: Record<string, string>;
let analista: Record<string, string>;
let proveedor: Record<string, string>;

beforeAll(async () => {
  abasto = await createTestAbasto();
  gerente = (await userWithToken(abasto.app, 'gerente')).auth;
  analista = (await userWithToken(abasto.app, 'analista')).auth;
  proveedor = (await userWithToken(abasto.app, 'proveedor')).auth;
});
afterAll(() => abasto?.close());

const IMPORT = '/api/auth/proveedores/importacion';
type Row = Record<string, string>;

const example = (overrides: Row = {}): Row => ({ ...IMPORT_EXAMPLE, ...overrides });
const csvOf = (rows: Row[], delimiter = ',') =>
  stringify([[...IMPORT_FIELDS], ...rows.map((r) => IMPORT_FIELDS.map((f) => r[f] ?? ''))], { delimiter });

function upload(app: TestAbasto['app'], auth: Record<string, string>, bytes: Buffer | string, filename: string, extra: object = {}) {
  const file = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8');
  return app.inject({ method: 'POST', url: IMPORT, headers: auth, payload: { file: { file: file.toString('base64'), filename }, aplicar: false, ...extra } });
}

const byRegistro = (registro: string) => abasto.app.ctx.db.select().from(suppliers).where(eq(suppliers.registro, registro));

describe('the template', () => {
  it('has the field names as header and one example row, in CSV and XLSX', async () => {
    const csv = await abasto.app.inject({ url: `${IMPORT}/plantilla?formato=csv`, headers: gerente });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('plantilla-proveedores.csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...IMPORT_FIELDS]);
    expect(rows[0]).not.toContain('calificacion');
    expect(rows[0]).not.toContain('radioForm');
    expect(rows).toHaveLength(2);

    const xlsx = await abasto.app.inject({ url: `${IMPORT}/plantilla?formato=xlsx`, headers: gerente });
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]).toEqual([...IMPORT_FIELDS]);
    expect(sheet).toHaveLength(2);
  });

  it('imports as it comes: its example row is valid', async () => {
    const csv = await abasto.app.inject({ url: `${IMPORT}/plantilla?formato=csv`, headers: gerente });
    const res = await upload(abasto.app, gerente, csv.rawPayload, 'plantilla.csv');
    expect(res.json()).toMatchObject({ filas: 1, validas: 1, errores: [] });
  });
});

describe('preview and apply', () => {
  it('lists the errors by row and field, marks duplicates, and applies exactly the chosen rows', async () => {
    const existing = await createSupplierRow(abasto.app.ctx.db, { registro: '80099001-1', razonSocial: 'Existente S.A.', ciudad: 'Luque' });
    const rows = [
      example({ registro: '80099002-2', razonSocial: 'Nueva Uno S.A.', pais: 'paraguay', actividad: 'SERVICIOS' }),
      example({ registro: '80099003-3', email: 'no-es-un-mail' }),
      example({ registro: '80099001-1', razonSocial: 'Existente Renovada S.A.', ciudad: 'Asunción' }),
      example({ registro: '80099004-4', rubro: 'Cementos; Inexistente' }),
      example({ registro: '80099002-2', razonSocial: 'Repetida en el archivo' }),
      example({ registro: '80099005-5', inicioActividad: '31/02/2010', capitalSocial: '1.250.000,50' }),
      example({ registro: '80099006-6', capitalSocial: '1,250,000.50', inicioActividad: '2011-04-05', tipoProveedor: 's.a.' }),
    ];
    const file = csvOf(rows);
    const res = await upload(abasto.app, gerente, file, 'proveedores.csv');
    expect(res.statusCode).toBe(200);
    const preview = res.json<ImportPreview>();
    expect(preview.filas).toBe(7);
    expect(preview.validas).toBe(3);
    expect(preview.errores).toEqual([
      { fila: 3, campo: 'email', mensaje: MSG.supplierEmailIncorrect },
      { fila: 5, campo: 'rubro', mensaje: fieldMessage(MSG.supplierOptionInvalid, 'rubro') },
      { fila: 6, campo: 'registro', mensaje: fillMessage(MSG.importRepeatedInFile, { fila: 2 }) },
      { fila: 7, campo: 'inicioActividad', mensaje: MSG.supplierInicioActividadInvalid },
    ]);
    expect(preview.duplicados).toEqual([{ fila: 4, proveedorId: existing.id, razonSocial: 'Existente S.A.' }]);
    // The preview changed nothing.
    expect(await byRegistro('80099002-2')).toHaveLength(0);

    const applied = await upload(abasto.app, gerente, file, 'proveedores.csv', { aplicar: true, duplicados: 'omitir' });
    expect(applied.statusCode).toBe(200);
    const summary = applied.json<ImportSummary>();
    expect(summary).toMatchObject({ creados: 2, actualizados: 0, omitidos: 1, conErrores: 4 });
    const [created] = await byRegistro('80099002-2');
    expect(created).toMatchObject({ razonSocial: 'Nueva Uno S.A.', pais: 'Paraguay', actividad: 'Servicios', capitalSocial: 1250000.5, inicioActividad: '2010-03-15', admision: 'Aceptado' });
    expect(created!.emailEjecutivo).toEqual(['ventas@ejemplo.com.py', 'juan@ejemplo.com.py']);
    const [us] = await byRegistro('80099006-6');
    expect(us).toMatchObject({ capitalSocial: 1250000.5, inicioActividad: '2011-04-05', tipoProveedor: 'S.A.' });
    expect((await byRegistro('80099001-1'))[0]).toMatchObject({ razonSocial: 'Existente S.A.', ciudad: 'Luque' });
    expect(await byRegistro('80099003-3')).toHaveLength(0);

    // The rejected rows come back as a file with their reasons.
    const rejected = parse(Buffer.from(summary.rechazadas!.base64, 'base64').toString('utf8'), { bom: true }) as string[][];
    expect(rejected[0]).toEqual([...IMPORT_FIELDS, MSG.importReasonColumn]);
    expect(rejected).toHaveLength(5);
    expect(rejected[1]!.at(-1)).toBe(`Fila 3, email: ${MSG.supplierEmailIncorrect}`);
    expect(rejected[1]![IMPORT_FIELDS.indexOf('email')]).toBe('no-es-un-mail');

    // Again, updating: the existing supplier takes the file's values (not its e-mail); the new ones exist now.
    const again = await upload(abasto.app, gerente, file, 'proveedores.csv', { aplicar: true, duplicados: 'actualizar' });
    expect(again.json()).toMatchObject({ creados: 0, actualizados: 3, omitidos: 0, conErrores: 4 });
    const [updated] = await byRegistro('80099001-1');
    expect(updated).toMatchObject({ razonSocial: 'Existente Renovada S.A.', ciudad: 'Asunción', email: existing.email });
  });

  it('reads a Latin-1 CSV with semicolons, as Excel writes it in Spanish', async () => {
    const text = csvOf([example({ registro: '80099101-1', razonSocial: 'Construcción Ñandú S.A.', ciudad: 'Asunción' })], ';');
    const res = await upload(abasto.app, gerente, Buffer.from(text, 'latin1'), 'excel.csv', { aplicar: true, duplicados: 'omitir' });
    expect(res.json()).toMatchObject({ creados: 1, conErrores: 0 });
    expect((await byRegistro('80099101-1'))[0]).toMatchObject({ razonSocial: 'Construcción Ñandú S.A.', ciudad: 'Asunción' });
  });

  it('reads an XLSX, with numbers and dates as cells', async () => {
    const header = IMPORT_FIELDS.map((f) => ({ value: f }));
    const row = IMPORT_FIELDS.map((f) =>
      f === 'capitalSocial'
        ? { value: 5000, type: Number }
        : f === 'inicioActividad'
          ? { value: new Date('2015-06-01T00:00:00Z'), type: Date, format: 'dd/mm/yyyy' }
          : { value: f === 'registro' ? '80099201-1' : IMPORT_EXAMPLE[f], type: String },
    );
    const bytes = await writeXlsxFile([header, row] as never).toBuffer();
    const res = await upload(abasto.app, gerente, bytes, 'planilla.xlsx', { aplicar: true, duplicados: 'omitir' });
    expect(res.json()).toMatchObject({ creados: 1, conErrores: 0 });
    expect((await byRegistro('80099201-1'))[0]).toMatchObject({ capitalSocial: 5000, inicioActividad: '2015-06-01' });
  });

  // exceljs's streaming reader now and then misses the shared strings part and hands on its
  // indexes ({ sharedString: n }); it is read again, and a file that never gives its strings is
  // called broken rather than read as a header without its columns.
  it('calls an XLSX whose shared strings cannot be read a broken file, not one missing its columns', async () => {
    const bytes = await writeXlsxFile([IMPORT_FIELDS.map((f) => ({ value: f }))] as never).toBuffer();
    const parts = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(parts)).toContain('xl/sharedStrings.xml');
    delete parts['xl/sharedStrings.xml'];
    const res = await upload(abasto.app, gerente, Buffer.from(zipSync(parts)), 'sin-textos.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(fillMessage(MSG.importFileBroken, { nombre: 'sin-textos.xlsx' }));
  });

  it('refuses headers missing, renamed or repeated, naming them', async () => {
    const withHeader = (header: string[]) => stringify([header, header.map(() => 'x')]);
    const missing = await upload(abasto.app, gerente, withHeader(IMPORT_FIELDS.filter((f) => f !== 'ciudad' && f !== 'calle')), 'a.csv');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(fillMessage(MSG.importHeadersMissing, { columnas: 'ciudad, calle' }));
    const renamed = await upload(abasto.app, gerente, withHeader(IMPORT_FIELDS.map((f) => (f === 'ciudad' ? 'Ciudad ' + 'natal' : f))), 'a.csv');
    expect(renamed.json().error).toBe(fillMessage(MSG.importHeadersUnknown, { columnas: 'Ciudad natal' }));
    const repeated = await upload(abasto.app, gerente, withHeader([...IMPORT_FIELDS, 'email']), 'a.csv');
    expect(repeated.json().error).toBe(fillMessage(MSG.importHeadersDuplicated, { columnas: 'email' }));
  });

  it('refuses a file that is not what its name says, and other formats', async () => {
    const fake = await upload(abasto.app, gerente, 'pais,registro\nParaguay,1\n', 'planilla.xlsx');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe(fillMessage(MSG.importFileNotXlsx, { nombre: 'planilla.xlsx' }));
    const zipAsCsv = await upload(abasto.app, gerente, Buffer.from(zipSync({ 'a.txt': new Uint8Array(3) })), 'datos.csv');
    expect(zipAsCsv.json().error).toBe(fillMessage(MSG.importFileType, { nombre: 'datos.csv' }));
    const pdf = await upload(abasto.app, gerente, '%PDF-1.4', 'datos.pdf');
    expect(pdf.json().error).toBe(fillMessage(MSG.importFileType, { nombre: 'datos.pdf' }));
  });

  it('refuses a zip bomb from its directory, without expanding it', async () => {
    // A small zip whose directory declares 4 GB for its sheet (as a bomb does).
    const zip = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(1000) }));
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0xfffffff0, central + 24);
    const started = Date.now();
    const bomb = await upload(abasto.app, gerente, zip, 'bomba.xlsx');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error).toBe(fillMessage(MSG.importZipTooLarge, { max: 300, partes: 500 }));
    expect(Date.now() - started).toBeLessThan(2000);

    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`p${i}.xml`, new Uint8Array(1)]));
    const parts = await upload(abasto.app, gerente, Buffer.from(zipSync(many)), 'partes.xlsx');
    expect(parts.json().error).toBe(fillMessage(MSG.importZipTooLarge, { max: 300, partes: 500 }));
  });

  it('takes 100,000 rows with every column filled, and refuses 100,001 rows or a file over 64 MB', async () => {
    // The seed's suppliers fill every column: 100,000 of them are about 45 MB of CSV.
    const generated = generateSuppliers({ count: 100_000, seed: 3, now: new Date('2026-01-01T00:00:00Z') });
    const full = Buffer.from(
      csvOf(generated.map((r) => Object.fromEntries(IMPORT_FIELDS.map((f) => [f, String(exportCell((r as Record<string, unknown>)[f]) ?? '')])))),
      'utf8',
    );
    expect(full.length).toBeGreaterThan(40 * 1024 * 1024);
    expect(full.length).toBeLessThan(IMPORT_MAX_BYTES);
    const accepted = await upload(abasto.app, gerente, full, 'completo.csv');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ filas: 100_000, validas: 100_000, errores: [] });

    const line = IMPORT_FIELDS.map(() => 'x').join(',');
    const text = `${IMPORT_FIELDS.join(',')}\n${`${line}\n`.repeat(100_001)}`;
    const res = await upload(abasto.app, gerente, text, 'grande.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(fillMessage(MSG.importTooManyRows, { max: '100.000' }));
    expect(res.json().error).toBe('El archivo tiene más de 100.000 filas, el máximo de una importación. Divídalo en partes.');

    const big = await upload(abasto.app, gerente, Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61), 'enorme.csv');
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe(MSG.importTooLarge);
    expect(big.json().error).toContain('64 MB');
  }, 240_000);

  it('asks what to do with duplicates before applying', async () => {
    const res = await upload(abasto.app, gerente, csvOf([example()]), 'a.csv', { aplicar: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.importDuplicatesChoice);
  });

  it('runs one import at a time: a second one started meanwhile is refused with 409, nothing applied twice', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => example({ registro: `80098${String(i).padStart(3, '0')}-1` }));
    const body = (filename: string) => ({
      file: { file: Buffer.from(csvOf(rows)).toString('base64'), filename },
      aplicar: true,
      duplicados: 'actualizar' as const,
    });
    const run = (filename: string) =>
      importSuppliers({ ctx: abasto.app.ctx, body: body(filename), actorId: 1, requestId: filename }).then(
        () => 200,
        (err: AppError) => (err.message === MSG.importRunning ? err.statusCode : -1),
      );
    expect((await Promise.all([run('uno.csv'), run('dos.csv')])).sort()).toEqual([200, 409]);
    const count = async () =>
      (await queryRows<{ n: number }>(abasto.app.ctx.db, sql`select count(*)::int as n from suppliers where registro like '80098%'`))[0]!.n;
    expect(await count()).toBe(300);

    // Over HTTP, the embedded database takes one transaction at a time: the second call either
    // meets the running import (409) or waits and finds every row already there.
    const [a, b] = await Promise.all([
      upload(abasto.app, gerente, csvOf(rows), 'tres.csv', { aplicar: true, duplicados: 'omitir' }),
      upload(abasto.app, gerente, csvOf(rows), 'cuatro.csv', { aplicar: true, duplicados: 'omitir' }),
    ]);
    for (const res of [a, b]) {
      if (res.statusCode === 409) expect(res.json().error).toBe(MSG.importRunning);
      else expect(res.json()).toMatchObject({ creados: 0, omitidos: 300 });
    }
    expect(await count()).toBe(300);
  });

  it('is for gerente and admin: analista and proveedor are refused (403) before the file is read', async () => {
    for (const auth of [analista, proveedor]) {
      expect((await upload(abasto.app, auth, csvOf([example()]), 'a.csv')).statusCode).toBe(403);
      expect((await abasto.app.inject({ url: `${IMPORT}/plantilla`, headers: auth })).statusCode).toBe(403);
    }
    expect((await abasto.app.inject({ url: '/api/auth/proveedores/exportacion', headers: proveedor })).statusCode).toBe(403);
  });
});

describe('export', () => {
  it('exports the filtered list, every field, lists joined by "; ", formulas neutralised (CSV and XLSX), for an analista', async () => {
    await createSupplierRow(abasto.app.ctx.db, {
      registro: '80097001-1',
      razonSocial: '=HYPERLINK("http://malo.example","clic")',
      nombreFantasia: '@SUM(A1)',
      detalle: '+1 -2',
      ciudad: 'Pilar Ñeembucú',
      rubro: ['Cementos', 'Fletes'],
      emailEjecutivo: ['a@formula.com.py', 'b@formula.com.py'],
    });
    const csv = await abasto.app.inject({ url: '/api/auth/proveedores/exportacion?formato=csv&q=pilar%20neembucu', headers: analista });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({
      razonSocial: '\'=HYPERLINK("http://malo.example","clic")',
      nombreFantasia: '\'@SUM(A1)',
      detalle: '\'+1 -2',
      rubro: 'Cementos; Fletes',
      emailEjecutivo: 'a@formula.com.py; b@formula.com.py',
      ciudad: 'Pilar Ñeembucú',
    });

    const xlsx = await abasto.app.inject({ url: '/api/auth/proveedores/exportacion?formato=xlsx&ciudad=pilar%20neembucu', headers: analista });
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]![sheet[0]!.indexOf('razonSocial')]).toBe('\'=HYPERLINK("http://malo.example","clic")');
  });

  it('round-trips an XLSX: text in every script, formulas neutralised, the filter kept, the same supplier back', async () => {
    const text = 'Łódź Ω ½ ≤ → 🙂 Ñandú';
    // Created as the form does, so that it passes the form's rules again when it comes back.
    const created = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/proveedor/',
      headers: gerente,
      payload: supplierBody({
        registro: '80097501-1',
        razonSocial: `Ωmega ${text} S.A.`,
        nombreFantasia: '=1+2',
        detalle: `-${text}`,
        calle: '@Esquina 🙂',
        ciudad: 'Łuque ½',
      }),
    });
    expect(created.statusCode).toBe(201);
    await createSupplierRow(abasto.app.ctx.db, { registro: '80097502-2', razonSocial: 'Otra que no entra S.A.' });
    const url = '/api/auth/proveedores/exportacion?formato=xlsx&q=80097501';
    const xlsx = await abasto.app.inject({ url, headers: analista });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/proveedores-\d{4}-\d{2}-\d{2}\.xlsx/);
    // The header row carries the sheet's filter buttons and stays in view.
    const sheetXml = strFromU8(unzipSync(xlsx.rawPayload, { filter: (f) => f.name.endsWith('sheet1.xml') })['xl/worksheets/sheet1.xml']!);
    expect(sheetXml).toMatch(/<autoFilter ref="A1:[A-Z]+1"\/>/);
    expect(sheetXml).toContain('state="frozen"');
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet).toHaveLength(2);
    const cell = (name: string) => sheet[1]![sheet[0]!.indexOf(name)];
    expect(cell('razonSocial')).toBe(`Ωmega ${text} S.A.`);
    expect(cell('nombreFantasia')).toBe('\'=1+2');
    expect(cell('detalle')).toBe(`'-${text}`);
    expect(cell('calle')).toBe('\'@Esquina 🙂');

    const before = (await abasto.app.inject({ url: url.replace('xlsx', 'csv'), headers: analista })).body;
    await abasto.app.ctx.db.delete(suppliers).where(eq(suppliers.registro, '80097501-1'));
    const imported = await upload(abasto.app, gerente, xlsx.rawPayload, 'proveedores.xlsx', { aplicar: true, duplicados: 'actualizar' });
    expect(imported.json()).toMatchObject({ creados: 1, actualizados: 0, conErrores: 0 });
    const after = (await abasto.app.inject({ url: url.replace('xlsx', 'csv'), headers: analista })).body;
    const withoutRating = (body: string) => (parse(body, { bom: true }) as string[][]).map((r) => r.slice(0, IMPORT_FIELDS.length));
    expect(withoutRating(after)).toEqual(withoutRating(before));
    const [back] = await byRegistro('80097501-1');
    expect(back).toMatchObject({ razonSocial: `Ωmega ${text} S.A.`, nombreFantasia: '=1+2', detalle: `-${text}`, ciudad: 'Łuque ½' });
  });

  it('refuses an unknown format or filter value with 400', async () => {
    const res = await abasto.app.inject({ url: '/api/auth/proveedores/exportacion?formato=pdf', headers: analista });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.importFormatInvalid);
  });

  it('round-trips: 1,000 suppliers exported and imported elsewhere export the same', async () => {
    const source = await createTestAbasto();
    const target = await createTestAbasto();
    try {
      const generated = generateSuppliers({ count: 1_000, seed: 7, now: new Date('2026-01-01T00:00:00Z') });
      await insertSuppliers(source.app.ctx.db, generated);
      const a = (await userWithToken(source.app, 'gerente')).auth;
      const b = (await userWithToken(target.app, 'gerente')).auth;
      const exported = await source.app.inject({ url: '/api/auth/proveedores/exportacion?formato=csv', headers: a });
      const imported = await upload(target.app, b, exported.rawPayload, 'proveedores.csv', { aplicar: true, duplicados: 'actualizar' });
      expect(imported.json()).toMatchObject({ creados: 1_000, conErrores: 0 });
      const again = await target.app.inject({ url: '/api/auth/proveedores/exportacion?formato=csv', headers: b });
      // Same rows (the rating is not imported: it changes only through qualification).
      const withoutRating = (body: string) =>
        (parse(body, { bom: true }) as string[][]).map((r) => r.slice(0, IMPORT_FIELDS.length).join('\u0001')).sort();
      expect(withoutRating(again.body)).toEqual(withoutRating(exported.body));

      // And the same file into the source again changes nothing.
      const versions = await queryRows<{ v: number }>(source.app.ctx.db, sql`select sum(version)::int as v from suppliers`);
      const replay = await upload(source.app, a, exported.rawPayload, 'proveedores.csv', { aplicar: true, duplicados: 'actualizar' });
      expect(replay.json()).toMatchObject({ creados: 0, actualizados: 1_000, conErrores: 0 });
      expect(await queryRows<{ v: number }>(source.app.ctx.db, sql`select sum(version)::int as v from suppliers`)).toEqual(versions);
    } finally {
      await source.close();
      await target.close();
    }
  }, 120_000);
});
