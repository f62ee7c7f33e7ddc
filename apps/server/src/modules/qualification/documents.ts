import { sniffImageType } from '@abasto/domain/care-content';
import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import {
  companyToday,
  type DocumentInput,
  documentStatus,
  type DocumentType,
  MANDATORY_DOCUMENT_TYPES,
  type SupplierDocument,
} from '@abasto/domain/supplier-qualification';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { mailAttachments } from '../../db/schema/mail.ts';
import { supplierDocuments } from '../../db/schema/qualification.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-user.ts';
import { storeMailAttachment } from '../mail/enqueue-mail.ts';
import { decodeAttachments } from '../quotations/decode-attachments.ts';
import { recordEdit, type Target, targetSupplier, touchSupplier } from './qualification-target.ts';

const uploader = alias(users, 'uploader');

function selectDocuments(db: Db) {
  return db
    .select({ doc: supplierDocuments, uploader: { name: uploader.name, lastName: uploader.lastName, email: uploader.email } })
    .from(supplierDocuments)
    .leftJoin(uploader, eq(uploader.id, supplierDocuments.uploadedById))
    .$dynamic();
}

type DocumentSelection = Awaited<ReturnType<typeof selectDocuments>>[number];

function toDocument({ doc, uploader: by }: DocumentSelection, today: string): SupplierDocument {
  return {
    id: doc.id,
    tipo: doc.tipo as DocumentType,
    nombre: doc.nombre,
    emitido: doc.emitido,
    vence: doc.vence,
    estado: documentStatus(doc.vence, today),
    obligatorio: MANDATORY_DOCUMENT_TYPES.includes(doc.tipo as DocumentType),
    filename: doc.filename,
    contentType: doc.contentType,
    size: doc.size,
    subidoPor: by ? { name: by.name, lastName: by.lastName, email: by.email } : null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** A supplier's documents, mandatory types first, then by type and newest first. */
export async function listDocuments({ ctx, target, user }: { ctx: AppContext; target: Target; user: UserRow }) {
  const supplier = await targetSupplier(ctx.db, target, user);
  const rows = await selectDocuments(ctx.db)
    .where(eq(supplierDocuments.supplierId, supplier.id))
    .orderBy(supplierDocuments.tipo, desc(supplierDocuments.createdAt), desc(supplierDocuments.id));
  const today = companyToday();
  const docs = rows.map((r) => toDocument(r, today));
  return { data: [...docs.filter((d) => d.obligatorio), ...docs.filter((d) => !d.obligatorio)] };
}

/** What the bytes are, whatever the file's name says: a PDF or an image, else null. */
export function sniffDocumentType(bytes: Uint8Array): string | null {
  if (bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  return sniffImageType(bytes);
}

/** POST …/documentos: one document with its file (a PDF or an image by content, at most 10 MB). */
export async function addDocument({
  ctx,
  target,
  user,
  input,
}: {
  ctx: AppContext;
  target: Target;
  user: UserRow;
  input: DocumentInput;
}): Promise<SupplierDocument> {
  const supplier = await targetSupplier(ctx.db, target, user);
  const [file] = decodeAttachments([input.file]);
  if (!file || file.content.length === 0) throw AppError.badRequest(MSG.qualificationDocFileRequired);
  const contentType = sniffDocumentType(file.content);
  if (contentType === null) throw AppError.badRequest(fillMessage(MSG.qualificationDocFileType, { name: file.filename }));
  const id = await ctx.db.transaction(async (tx) => {
    const attachmentId = await storeMailAttachment(tx, file.content);
    const [row] = await tx
      .insert(supplierDocuments)
      .values({
        supplierId: supplier.id,
        tipo: input.tipo,
        nombre: input.nombre,
        emitido: input.emitido,
        vence: input.vence,
        attachmentId,
        filename: file.filename,
        contentType,
        size: file.content.length,
        uploadedById: user.id,
      })
      .returning({ id: supplierDocuments.id });
    await recordEdit(tx, supplier.id, user.id, 'documento-alta', row!.id);
    await touchSupplier(tx, supplier.id);
    return row!.id;
  });
  const [row] = await selectDocuments(ctx.db).where(eq(supplierDocuments.id, id));
  return toDocument(row!, companyToday());
}

async function findDocument(ctx: AppContext, supplierId: number, docId: number) {
  const [row] = await selectDocuments(ctx.db).where(and(eq(supplierDocuments.id, docId), eq(supplierDocuments.supplierId, supplierId)));
  // Another supplier's document is as unknown as one that does not exist.
  if (!row) throw AppError.notFound(MSG.qualificationDocNotFound);
  return row;
}

/** GET …/documentos/{docId}: the document with its file as a data URL. */
export async function getDocument({ ctx, target, user, docId }: { ctx: AppContext; target: Target; user: UserRow; docId: number }) {
  const supplier = await targetSupplier(ctx.db, target, user);
  const row = await findDocument(ctx, supplier.id, docId);
  const [bytes] = await ctx.db
    .select({ base64: sql<string>`encode(${mailAttachments.content}, 'base64')` })
    .from(mailAttachments)
    .where(eq(mailAttachments.id, row.doc.attachmentId));
  const base64 = (bytes?.base64 ?? '').replace(/\s+/g, '');
  return {
    ...toDocument(row, companyToday()),
    file: { file: `data:${row.doc.contentType};base64,${base64}`, filename: row.doc.filename },
  };
}

/** DELETE …/documentos/{docId}. */
export async function deleteDocument({ ctx, target, user, docId }: { ctx: AppContext; target: Target; user: UserRow; docId: number }) {
  const supplier = await targetSupplier(ctx.db, target, user);
  await findDocument(ctx, supplier.id, docId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(supplierDocuments).where(and(eq(supplierDocuments.id, docId), eq(supplierDocuments.supplierId, supplier.id)));
    await recordEdit(tx, supplier.id, user.id, 'documento-baja', docId);
    await touchSupplier(tx, supplier.id);
  });
  return { id: docId, deleted: true as const };
}
