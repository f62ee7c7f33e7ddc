import {
  type QuestionnaireEntry,
  type QuestionnaireView,
  questionnaireQuestions,
} from '@abasto/domain/supplier-qualification';
import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { PROCUREMENT_VERSION_TEXTS, refuseUnsaved, sameVersion } from '../../lib/record-version.ts';
import type { UserRow } from '../auth/session-user.ts';
import { radioFormOf } from '../suppliers/supplier-mapper.ts';
import { recordEdit, type Target, targetSupplier } from './qualification-target.ts';

/** GET …/evaluacion: the 17 questions with their options and the stored answers ([] until answered). */
export async function getQuestionnaire({
  ctx,
  target,
  user,
}: {
  ctx: AppContext;
  target: Target;
  user: UserRow;
}): Promise<QuestionnaireView> {
  const supplier = await targetSupplier(ctx.db, target, user);
  return { data: { preguntas: questionnaireQuestions(), radioForm: radioFormOf(supplier.radioForm), version: supplier.version } };
}

/**
 * PUT …/evaluacion: stores the 17 answers (validated by the route's schema) and who gave them.
 * With the supplier's version, only if nobody changed the supplier since (docs/product.md#concurrent-edits).
 */
export async function saveQuestionnaire({
  ctx,
  target,
  user,
  radioForm,
  version,
}: {
  ctx: AppContext;
  target: Target;
  user: UserRow;
  radioForm: QuestionnaireEntry[];
  version?: number;
}): Promise<QuestionnaireView> {
  const supplier = await targetSupplier(ctx.db, target, user);
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(suppliers)
      .set({ radioForm, updatedAt: sql`now()` })
      .where(sameVersion(suppliers.id, supplier.id, suppliers.version, version))
      .returning({ version: suppliers.version });
    if (!row) return refuseUnsaved(tx, suppliers, supplier.id, { ...PROCUREMENT_VERSION_TEXTS, notFound: MSG.supplierNotFound });
    await recordEdit(tx, supplier.id, user.id, 'cuestionario');
    return row;
  });
  return { data: { preguntas: questionnaireQuestions(), radioForm, version: saved.version } };
}
