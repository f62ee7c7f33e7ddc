import { MSG } from '@abasto/domain/messages';
import {
  type QuotationRecipient,
  type QuotationSummary,
  quotationState,
  type RecipientStatus,
} from '@abasto/domain/quotation';

/** A quotation row with its recipients counted (quotation-queries.ts). */
export interface SummaryRow {
  id: number;
  title: string;
  author_name: string | null;
  created_at: string | Date;
  total: number | string;
  pending: number | string;
  sent: number | string;
  failed: number | string;
}

export interface RecipientRow {
  id: number;
  supplier_id: number | null;
  supplier_name: string;
  email: string | null;
  status: RecipientStatus;
  reason: string | null;
  sent_at: string | Date | null;
}

const iso = (v: string | Date) => new Date(v).toISOString();

export function toQuotationSummary(row: SummaryRow): QuotationSummary {
  const counts = { pending: Number(row.pending), sent: Number(row.sent), failed: Number(row.failed) };
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    suppliers: Number(row.total),
    author: row.author_name?.trim() || MSG.quotationAuthorFallback,
    createdAt: iso(row.created_at),
    state: quotationState(counts),
    counts,
  };
}

export function toQuotationRecipient(row: RecipientRow): QuotationRecipient {
  return {
    _id: row.supplier_id,
    id: row.supplier_id,
    recipientId: row.id,
    name: row.supplier_name,
    email: row.email,
    status: row.status,
    reason: row.reason,
    sentAt: row.sent_at ? iso(row.sent_at) : null,
  };
}
