import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * The consent forms a care user signs on the journey screens (docs/product.md#demo-screens: TCLE).
 * A signature is kept on the server, one per person and form, so it outlives a reload.
 */
export const CONSENT_DOCUMENTS = ['tcle'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

export const ConsentParamsSchema = z.object({
  document: z.enum(CONSENT_DOCUMENTS, { error: MSG.careConsentUnknown }),
});

/** The caller's signature of a form: when it was signed, or null while it is not. */
export const ConsentSchema = z.object({
  document: z.enum(CONSENT_DOCUMENTS),
  signedAt: z.string().nullable(),
});
export type Consent = z.infer<typeof ConsentSchema>;
