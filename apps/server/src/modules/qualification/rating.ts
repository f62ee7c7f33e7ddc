import { MSG } from '@abasto/domain/messages';
import type { Calificacion } from '@abasto/domain/supplier-enums';
import {
  companyToday,
  decisionRefusal,
  proposalReasonProblem,
  type RatingProposal,
  type RatingSuggestion,
  type RatingView,
  type RequestRecord,
  ratingInForce,
  suggestRating,
} from '@abasto/domain/supplier-qualification';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { supplierDocuments, supplierQualificationEdits, supplierRatingProposals } from '../../db/schema/qualification.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { UserRow } from '../auth/session-user.ts';
import { radioFormOf } from '../suppliers/supplier-mapper.ts';
import { targetSupplier } from './qualification-target.ts';

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');

function selectProposals(db: Db) {
  return db
    .select({
      p: supplierRatingProposals,
      proposer: { id: proposer.id, name: proposer.name, lastName: proposer.lastName, email: proposer.email },
      decider: { id: decider.id, name: decider.name, lastName: decider.lastName, email: decider.email },
    })
    .from(supplierRatingProposals)
    .leftJoin(proposer, eq(proposer.id, supplierRatingProposals.proposedById))
    .leftJoin(decider, eq(decider.id, supplierRatingProposals.decidedById))
    .$dynamic();
}

type ProposalSelection = Awaited<ReturnType<typeof selectProposals>>[number];

function toProposal({ p, proposer: by, decider: dec }: ProposalSelection): RatingProposal {
  return {
    id: p.id,
    proveedorId: p.supplierId,
    calificacion: p.calificacion as Calificacion,
    anterior: p.anterior,
    sugerida: p.sugerida as Calificacion,
    motivo: p.motivo,
    estado: p.estado,
    propuestoPor: by,
    decididoPor: dec,
    comentario: p.comentario,
    createdAt: p.createdAt.toISOString(),
    decididoAt: p.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The supplier's record in sourcing requests (docs/product.md#qualification): the requests it
 * received that are closed (awarded, closed, or past their deadline) and not cancelled, each
 * counted once by its last answer (prices or a decline), and those where something was awarded
 * to it. A request still open counts for nothing yet: silence is not a failure before the deadline.
 */
export async function requestRecordOf(db: Db, supplierId: number, now: Date = new Date()): Promise<RequestRecord> {
  const [row] = await queryRows<RequestRecord>(
    db,
    sql`with closed as (
          select r.id as recipient_id
            from quotation_recipients r
            join sourcing_requests q on q.quotation_id = r.quotation_id
           where r.supplier_id = ${supplierId}
             and q.cancelled_at is null
             and (q.awarded_at is not null or q.closed_at is not null or q.fecha_limite < ${now.toISOString()}::timestamptz)
        ), last_answer as (
          select distinct on (a.recipient_id) a.recipient_id, a.declina
            from sourcing_answers a
            join closed c on c.recipient_id = a.recipient_id
           order by a.recipient_id, a.version desc
        )
        select count(*)::int as pedidos,
               (count(*) filter (where l.declina = false))::int as ofertas,
               (count(*) filter (where l.declina))::int as declinados,
               (count(*) filter (where exists (select 1 from sourcing_awards w where w.recipient_id = c.recipient_id)))::int as adjudicados
          from closed c
          left join last_answer l on l.recipient_id = c.recipient_id`,
  );
  return row ?? { pedidos: 0, ofertas: 0, declinados: 0, adjudicados: 0 };
}

/** The suggested rating of a supplier now, from its answers, documents and record in requests. */
export async function suggestionFor(db: Db, supplierId: number, radioForm: unknown, now: Date = new Date()): Promise<RatingSuggestion> {
  const documents = await db
    .select({ tipo: supplierDocuments.tipo, vence: supplierDocuments.vence })
    .from(supplierDocuments)
    .where(eq(supplierDocuments.supplierId, supplierId));
  const record = await requestRecordOf(db, supplierId, now);
  return suggestRating({ radioForm: radioFormOf(radioForm), documents, today: companyToday(), record });
}

/** GET …/calificacion: the rating in force, the suggestion with its parts, the open proposal and the history. */
export async function getRatingView({
  ctx,
  supplierId,
  user,
}: {
  ctx: AppContext;
  supplierId: number;
  user: UserRow;
}): Promise<RatingView> {
  const supplier = await targetSupplier(ctx.db, { kind: 'staff', supplierId }, user);
  const [sugerencia, rows] = await Promise.all([
    suggestionFor(ctx.db, supplier.id, supplier.radioForm, ctx.clock?.()),
    selectProposals(ctx.db)
      .where(eq(supplierRatingProposals.supplierId, supplier.id))
      .orderBy(desc(supplierRatingProposals.createdAt), desc(supplierRatingProposals.id)),
  ]);
  const propuestas = rows.map(toProposal);
  return {
    data: {
      calificacion: ratingInForce(supplier.calificacion),
      pendiente: propuestas.find((p) => p.estado === 'pendiente') ?? null,
      sugerencia,
      propuestas,
      segundaPersona: ctx.config.APPROVAL_SECOND_PERSON,
    },
  };
}

async function proposalById(db: Db, id: number) {
  const [row] = await selectProposals(db).where(eq(supplierRatingProposals.id, id));
  return row ? toProposal(row) : null;
}

/** POST …/calificacion: a gerente or admin proposes a rating; a reason is required when it is not the suggestion. */
export async function proposeRating({
  ctx,
  supplierId,
  user,
  input,
}: {
  ctx: AppContext;
  supplierId: number;
  user: UserRow;
  input: { calificacion: Calificacion; motivo: string };
}): Promise<RatingProposal> {
  const supplier = await targetSupplier(ctx.db, { kind: 'staff', supplierId }, user);
  const suggestion = await suggestionFor(ctx.db, supplier.id, supplier.radioForm, ctx.clock?.());
  const problem = proposalReasonProblem(input.calificacion, suggestion.calificacion, input.motivo);
  if (problem) throw AppError.badRequest(problem);
  const [row] = await ctx.db
    .insert(supplierRatingProposals)
    .values({
      supplierId: supplier.id,
      calificacion: input.calificacion,
      anterior: supplier.calificacion,
      sugerida: suggestion.calificacion,
      motivo: input.motivo,
      proposedById: user.id,
    })
    .returning({ id: supplierRatingProposals.id })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'supplier_rating_proposals_pending_key')) throw AppError.conflict(MSG.qualificationProposalPending);
      throw err;
    });
  return (await proposalById(ctx.db, row!.id))!;
}

/**
 * POST …/calificacion/{proposalId}/decision: another gerente or admin approves (the supplier takes
 * the rating) or returns it with a comment. The proposer and whoever last changed the supplier's
 * questionnaire or documents are refused (403), unless APPROVAL_SECOND_PERSON is off.
 */
export async function decideRating({
  ctx,
  supplierId,
  proposalId,
  user,
  input,
}: {
  ctx: AppContext;
  supplierId: number;
  proposalId: number;
  user: UserRow;
  input: { aprobar: boolean; comentario: string };
}): Promise<RatingProposal> {
  const supplier = await targetSupplier(ctx.db, { kind: 'staff', supplierId }, user);
  const [proposal] = await ctx.db
    .select()
    .from(supplierRatingProposals)
    .where(and(eq(supplierRatingProposals.id, proposalId), eq(supplierRatingProposals.supplierId, supplier.id)));
  if (!proposal) throw AppError.notFound(MSG.qualificationProposalNotFound);
  if (proposal.estado !== 'pendiente') throw AppError.conflict(MSG.qualificationProposalClosed);
  const [lastEdit] = await ctx.db
    .select({ userId: supplierQualificationEdits.userId })
    .from(supplierQualificationEdits)
    .where(eq(supplierQualificationEdits.supplierId, supplier.id))
    .orderBy(desc(supplierQualificationEdits.id))
    .limit(1);
  const refusal = decisionRefusal({
    deciderId: user.id,
    proposerId: proposal.proposedById,
    lastEditorId: lastEdit?.userId ?? null,
    secondPerson: ctx.config.APPROVAL_SECOND_PERSON,
  });
  if (refusal) throw new AppError(403, 'SECOND_PERSON_REQUIRED', refusal);

  await ctx.db.transaction(async (tx) => {
    const decided = await tx
      .update(supplierRatingProposals)
      .set({
        estado: input.aprobar ? 'aprobada' : 'devuelta',
        decidedById: user.id,
        comentario: input.comentario === '' ? null : input.comentario,
        decidedAt: sql`now()`,
      })
      .where(and(eq(supplierRatingProposals.id, proposal.id), eq(supplierRatingProposals.estado, 'pendiente')))
      .returning({ id: supplierRatingProposals.id });
    // Someone else decided it in the meantime.
    if (decided.length === 0) throw AppError.conflict(MSG.qualificationProposalClosed);
    if (input.aprobar) {
      await tx.update(suppliers).set({ calificacion: proposal.calificacion, updatedAt: sql`now()` }).where(eq(suppliers.id, supplier.id));
    }
  });
  return (await proposalById(ctx.db, proposal.id))!;
}
