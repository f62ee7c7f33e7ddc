import {
  type QuestionnaireEntry,
  type QuestionnaireView,
  questionnaireQuestions,
} from '@abasto/domain/supplier-qualification';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
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
  return { data: { preguntas: questionnaireQuestions(), radioForm: radioFormOf(supplier.radioForm) } };
}

/** PUT …/evaluacion: stores the 17 answers (validated by the route's schema) and who gave them. */
export async function saveQuestionnaire({
  ctx,
  target,
  user,
  radioForm,
}: {
  ctx: AppContext;
  target: Target;
  user: UserRow;
  radioForm: QuestionnaireEntry[];
}): Promise<QuestionnaireView> {
  const supplier = await targetSupplier(ctx.db, target, user);
  await ctx.db.transaction(async (tx) => {
    await tx.update(suppliers).set({ radioForm, updatedAt: sql`now()` }).where(eq(suppliers.id, supplier.id));
    await recordEdit(tx, supplier.id, user.id, 'cuestionario');
  });
  return { data: { preguntas: questionnaireQuestions(), radioForm } };
}
