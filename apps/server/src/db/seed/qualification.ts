import {
  addDays,
  companyToday,
  defaultAnswers,
  type QuestionnaireEntry,
  suggestRating,
} from '@abasto/domain/supplier-qualification';
import { and, eq, inArray } from 'drizzle-orm';
import { storeMailAttachment } from '../../modules/mail/enqueue-mail.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/core.ts';
import { supplierDocuments, supplierQualificationEdits, supplierRatingProposals } from '../schema/qualification.ts';
import { suppliers } from '../schema/suppliers.ts';

/** A one-page PDF, the file of every demo document. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface DemoQualification {
  registro: string;
  razonSocial: string;
  rubro: string;
  /** The rating in force (approved) or null: No evaluado. */
  calificacion: string | null;
  /** Answers that are not Sí, by question number; null: not answered. */
  noes: Record<number, string> | null;
  /** Days from today to the expiry of the Certificado de cumplimiento tributario; null: none uploaded. */
  tributario: number | null;
  extra?: { tipo: string; vence: number | null; nombre?: string }[];
  /** A proposal waiting for approval. */
  pending?: { calificacion: string; motivo: string };
}

/** Suppliers in every state of qualification (docs/product.md#qualification). */
const DEMO: DemoQualification[] = [
  { registro: '80012345-6', razonSocial: 'Cementos del Sur S.A.', rubro: 'Cementos', calificacion: 'Muy bueno', noes: { 10: 'No', 8: 'No aplica' }, tributario: 20 },
  { registro: '80020001-1', razonSocial: 'Aceros Guaraní S.A.', rubro: 'Hierros y Aceros', calificacion: 'Excelente', noes: {}, tributario: 240, extra: [{ tipo: 'Certificación ISO', vence: 600 }, { tipo: 'Póliza de seguro', vence: 5 }] },
  { registro: '80020002-2', razonSocial: 'Ladrillería San José S.R.L.', rubro: 'Ladrillos y Bloques', calificacion: 'Bueno', noes: { 2: 'No', 4: 'No', 10: 'No', 11: 'No' }, tributario: -12 },
  { registro: '80020003-3', razonSocial: 'Transportes del Chaco S.R.L.', rubro: 'Otros', calificacion: 'Rechazado', noes: { 6: 'No', 2: 'No' }, tributario: 90 },
  {
    registro: '80020004-4',
    razonSocial: 'Pinturas del Lago S.A.',
    rubro: 'Pinturas',
    calificacion: null,
    noes: { 9: 'No' },
    tributario: 150,
    extra: [{ tipo: 'Patente municipal', vence: 28 }, { tipo: 'Otro', nombre: 'Habilitación de bomberos', vence: null }],
    pending: { calificacion: 'Muy bueno', motivo: 'Primer año con nosotros: esperamos un ciclo de entregas antes de Excelente.' },
  },
  { registro: '80020005-5', razonSocial: 'Maderas del Alto Paraná S.A.', rubro: 'Maderas', calificacion: null, noes: null, tributario: null },
];

const answersWith = (noes: Record<number, string>): QuestionnaireEntry[] =>
  defaultAnswers().map((e, i) => ({ ...e, respuesta: (noes[i + 1] as QuestionnaireEntry['respuesta'] | undefined) ?? e.respuesta }));

/** Adds the demo's qualification data once (a supplier that already has documents is left alone). */
export async function seedDemoQualification(db: Db): Promise<void> {
  const today = companyToday();
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['gerente@demo.test', 'admin@demo.test']));
  const gerente = staff.find((u) => u.email === 'gerente@demo.test')?.id ?? null;
  const admin = staff.find((u) => u.email === 'admin@demo.test')?.id ?? null;
  await db.transaction(async (tx) => {
    const attachmentId = await storeMailAttachment(tx, DEMO_PDF);
    for (const d of DEMO) {
      await tx
        .insert(suppliers)
        .values({
          pais: 'Paraguay',
          registro: d.registro,
          tipoProveedor: d.razonSocial.endsWith('S.R.L.') ? 'S.R.L.' : 'S.A.',
          razonSocial: d.razonSocial,
          nombreFantasia: d.razonSocial.replace(/ S\.(A|R\.L)\.$/, ''),
          actividad: 'Bienes',
          segmento: 'MATERIA PRIMA',
          rubro: [d.rubro],
          ciudad: 'Asunción',
          estado: 'Asunción',
          email: `contacto-${d.registro.slice(-3, -2)}${d.registro.slice(-1)}@proveedor-demo.test`,
        })
        .onConflictDoNothing();
      const [supplier] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(eq(suppliers.pais, 'Paraguay'), eq(suppliers.registro, d.registro)));
      if (!supplier) continue;
      const [hasDocs] = await tx
        .select({ id: supplierDocuments.id })
        .from(supplierDocuments)
        .where(eq(supplierDocuments.supplierId, supplier.id))
        .limit(1);
      if (hasDocs) continue;

      const docs: { tipo: string; nombre?: string | null; vence: string | null }[] = [];
      if (d.tributario !== null) {
        docs.push(
          { tipo: 'Constancia de RUC', vence: null },
          { tipo: 'Certificado de cumplimiento tributario', vence: addDays(today, d.tributario) },
        );
      }
      for (const x of d.extra ?? []) {
        docs.push({ tipo: x.tipo, nombre: x.nombre ?? null, vence: x.vence === null ? null : addDays(today, x.vence) });
      }
      for (const doc of docs) {
        await tx.insert(supplierDocuments).values({
          supplierId: supplier.id,
          tipo: doc.tipo,
          nombre: doc.nombre ?? null,
          emitido: doc.vence ? addDays(doc.vence, -365) : addDays(today, -400),
          vence: doc.vence,
          attachmentId,
          filename: `${doc.tipo.toLowerCase().replaceAll(' ', '-')}.pdf`,
          contentType: 'application/pdf',
          size: DEMO_PDF.length,
          uploadedById: gerente,
        });
      }
      const radioForm = d.noes === null ? [] : answersWith(d.noes);
      await tx.update(suppliers).set({ radioForm, calificacion: d.calificacion }).where(eq(suppliers.id, supplier.id));
      if (d.noes !== null || docs.length > 0) await tx.insert(supplierQualificationEdits).values({ supplierId: supplier.id, userId: gerente, what: 'cuestionario' });

      const sugerida = suggestRating({ radioForm, documents: docs, today }).calificacion;
      if (d.calificacion !== null) {
        await tx.insert(supplierRatingProposals).values({
          supplierId: supplier.id,
          calificacion: d.calificacion,
          anterior: null,
          sugerida,
          motivo: d.calificacion === sugerida ? '' : 'Calificación inicial acordada con compras.',
          estado: 'aprobada',
          proposedById: gerente,
          decidedById: admin,
          comentario: 'Aprobada',
          decidedAt: new Date(),
        });
      }
      if (d.pending) {
        await tx
          .insert(supplierRatingProposals)
          .values({ supplierId: supplier.id, ...d.pending, anterior: d.calificacion, sugerida, proposedById: gerente });
      }
    }
  });
}
