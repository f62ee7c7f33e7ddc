import type { Consent, ConsentDocument } from '@abasto/domain/care-consent';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { careConsents } from '../../db/schema/care-consents.ts';

/** The caller's own signature of a form (nobody reads another's). */
export async function readConsent(ctx: AppContext, userId: number, document: ConsentDocument): Promise<Consent> {
  const [row] = await ctx.db
    .select({ signedAt: careConsents.signedAt })
    .from(careConsents)
    .where(and(eq(careConsents.userId, userId), eq(careConsents.document, document)));
  return { document, signedAt: row ? row.signedAt.toISOString() : null };
}

/** Signs a form for the caller; signing again keeps the first signature's time. */
export async function signConsent(ctx: AppContext, userId: number, document: ConsentDocument): Promise<Consent> {
  await ctx.db.insert(careConsents).values({ userId, document }).onConflictDoNothing();
  return readConsent(ctx, userId, document);
}
