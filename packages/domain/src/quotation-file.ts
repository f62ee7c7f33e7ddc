import { z } from 'zod';
import { fillMessage } from './fill-message.ts';
import { MSG } from './messages.ts';

/** Files of one request (docs/product.md#quotation-confirm). */
export const QUOTATION_MAX_FILES = 20;

/** One attachment as the browser sends it: base64 (or a data: URL) and its file name. */
export const QuotationFileSchema = z.object({
  file: z.string({ error: MSG.quotationFileUndecodable.replace('«{name}»', '') }),
  filename: z.string({ error: MSG.quotationFileNameRequired }),
});
export type QuotationFile = z.infer<typeof QuotationFileSchema>;

/** A request's files, when it is sent and when they are changed afterwards (docs/sourcing.md). */
export const QuotationFilesSchema = z
  .array(QuotationFileSchema)
  .max(QUOTATION_MAX_FILES, { error: fillMessage(MSG.quotationTooManyFiles, { max: QUOTATION_MAX_FILES }) });
