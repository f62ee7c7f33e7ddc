import { z } from 'zod';
import { fillMessage } from './fill-message.ts';
import { MSG } from './messages.ts';
import { QUOTATION_MAX_FILES, QuotationFilesSchema } from './quotation-file.ts';
import { RECIPIENT_STATUSES } from './quotation-list.ts';
import { rowIdOf } from './row-id.ts';
import { SourcingRequestFields } from './sourcing.ts';

export { QUOTATION_MAX_FILES, type QuotationFile, QuotationFileSchema } from './quotation-file.ts';
export { QUOTATION_PAGE_SIZE, RECIPIENT_STATUSES, type RecipientStatus } from './quotation-list.ts';

/**
 * Quotations (cotizaciones): the create call's body, the answers of the list, detail and
 * per-supplier calls, the limits, and how a quotation's state follows from its recipients.
 */

/** The supplier detail's 'Ver Cotizaciones' modal (docs/product.md#supplier-detail). */
export const SUPPLIER_QUOTATIONS_PAGE_SIZE = 5;
export const QUOTATION_MAX_PAGE_SIZE = 100;
export const QUOTATION_TITLE_MAX = 300;
/** Characters of the description's HTML (a long text with formatting stays far below). */
export const QUOTATION_DESCRIPTION_MAX = 200_000;
export const QUOTATION_MAX_SUPPLIERS = 10_000;
export const QUOTATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const QUOTATION_TOTAL_MAX_BYTES = 20 * 1024 * 1024;

const idValue = z.union([z.number(), z.string()], { error: MSG.quotationUnknownSuppliers }).transform((raw, ctx) => {
  const n = rowIdOf(raw);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: fillMessage(MSG.quotationUnknownSuppliers, { ids: String(raw).slice(0, 20) }) });
    return z.NEVER;
  }
  return n;
});

/**
 * The create call (docs/product.md#quotation-confirm). Emptiness of title and description is checked by the
 * server after the description is sanitised (a description of only a script tag is empty).
 */
export const CreateQuotationSchema = z.object({
  title: z.string({ error: MSG.quotationFieldsRequired }),
  descripcion: z.string({ error: MSG.quotationFieldsRequired }),
  fornecedores: z
    .array(z.object({ _id: idValue }).loose(), { error: MSG.quotationSuppliersRequired })
    .min(1, { error: MSG.quotationSuppliersRequired })
    .max(QUOTATION_MAX_SUPPLIERS, { error: fillMessage(MSG.quotationTooManySuppliers, { max: QUOTATION_MAX_SUPPLIERS }) }),
  file: QuotationFilesSchema.optional(),
  /** Sent by the earlier client beside `file`; its meaning is unknown, so it is accepted and ignored. */
  filename: z.unknown().optional(),
  /** Chosen by the browser once per draft: the same id twice (a double click) gives one quotation. */
  clientRequestId: z
    .string({ error: MSG.quotationRequestIdInvalid })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: MSG.quotationRequestIdInvalid })
    .optional(),
  /**
   * "Enviar Nuevo pedido de cotización" (docs/product.md#quotation-detail): files of an earlier
   * quotation, by name, sent again without uploading them; a file in `file` with the same name wins.
   */
  adjuntosDe: z
    .object({
      cotizacionId: idValue,
      archivos: z
        .array(z.string({ error: MSG.quotationFileNameRequired }))
        .max(QUOTATION_MAX_FILES, { error: fillMessage(MSG.quotationTooManyFiles, { max: QUOTATION_MAX_FILES }) }),
    })
    .optional(),
  /** Sourcing (all optional): item lines, answer deadline, sealed offers, accepted currencies. */
  ...SourcingRequestFields,
});
export type CreateQuotationInput = z.input<typeof CreateQuotationSchema>;

/** True when rich text has no visible words (an empty editor gives '<p></p>'). */
export function isBlankRichText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/**
 * The message of a request as the compose, confirm and modal forms check it
 * (docs/product.md#quotation-compose): subject and description required, the subject's length.
 */
export const QuotationMessageSchema = z.object({
  title: z
    .string({ error: MSG.quotationFieldsRequired })
    .refine((v) => v.trim() !== '', { error: MSG.quotationFieldsRequired })
    .pipe(z.string().max(QUOTATION_TITLE_MAX, { error: fillMessage(MSG.quotationTitleTooLong, { max: QUOTATION_TITLE_MAX }) })),
  descripcion: z.string({ error: MSG.quotationFieldsRequired }).refine((v) => !isBlankRichText(v), { error: MSG.quotationFieldsRequired }),
});

/** The compose screen: the message and at least one supplier (at most QUOTATION_MAX_SUPPLIERS). */
export const QuotationComposeSchema = QuotationMessageSchema.extend({
  fornecedores: z
    .array(z.object({ _id: z.number() }).loose())
    .min(1, { error: MSG.quotationSuppliersRequired })
    .max(QUOTATION_MAX_SUPPLIERS, { error: fillMessage(MSG.quotationTooManySuppliers, { max: QUOTATION_MAX_SUPPLIERS }) }),
});

export const QUOTATION_STATES = ['Enviando', 'Enviada', 'Con errores', 'Sin Estado'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

export interface RecipientCounts {
  pending: number;
  sent: number;
  failed: number;
}

/**
 * The state shown in the history: a failure that is known wins (someone must act on it), then
 * messages still on their way, then 'Enviada' when every recipient has its e-mail. Nothing known
 * (no recipients) is 'Sin Estado'.
 */
export function quotationState(counts: RecipientCounts): QuotationState {
  if (counts.failed > 0) return MSG.quotationStateErrors as 'Con errores';
  if (counts.pending > 0) return MSG.quotationStateSending as 'Enviando';
  if (counts.sent > 0) return MSG.quotationStateSent as 'Enviada';
  return MSG.quotationNoState as 'Sin Estado';
}

export const QuotationSummarySchema = z.object({
  _id: z.number(),
  id: z.number(),
  title: z.string(),
  /** Number of suppliers the quotation went to. */
  suppliers: z.number(),
  author: z.string(),
  createdAt: z.string(),
  state: z.enum(QUOTATION_STATES),
  counts: z.object({ pending: z.number(), sent: z.number(), failed: z.number() }),
});
export type QuotationSummary = z.infer<typeof QuotationSummarySchema>;

export const QuotationPageSchema = z.object({
  data: z.array(QuotationSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type QuotationPage = z.infer<typeof QuotationPageSchema>;

export const QuotationRecipientSchema = z.object({
  /** The supplier's id; null once the supplier has been deleted (name and address stay). */
  _id: z.number().nullable(),
  id: z.number().nullable(),
  recipientId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  /** Why the last attempt failed (SMTP answer, or no address). */
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type QuotationRecipient = z.infer<typeof QuotationRecipientSchema>;

export const QuotationDetailSchema = QuotationSummarySchema.extend({
  descripcion: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
  fornecedores: z.array(QuotationRecipientSchema),
});
export type QuotationDetail = z.infer<typeof QuotationDetailSchema>;

/** A supplier's quotations: each with that supplier's own delivery. */
export const SupplierQuotationSchema = QuotationSummarySchema.extend({
  recipient: QuotationRecipientSchema,
});
export const SupplierQuotationPageSchema = z.object({
  data: z.array(SupplierQuotationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SupplierQuotationPage = z.infer<typeof SupplierQuotationPageSchema>;

export const QuotationCreatedSchema = z.object({
  data: QuotationDetailSchema,
  /** True when this call repeated an earlier one (same clientRequestId): nothing new was sent. */
  repeated: z.boolean(),
});
export type QuotationCreated = z.infer<typeof QuotationCreatedSchema>;

/** The page query of the list calls. */
export function pageQuerySchema(defaultSize: number) {
  return z.object({
    page: z.coerce.number({ error: MSG.supplierPageInvalid }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number({ error: MSG.supplierPageSizeInvalid })
      .int()
      .min(1)
      .max(QUOTATION_MAX_PAGE_SIZE)
      .default(defaultSize),
  });
}
