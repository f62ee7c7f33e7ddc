import { isBlankRichText } from '@abasto/domain/quotation';
import { ROUTES } from '@abasto/domain/routes';

/** A supplier as the confirm screen lists it: id, name and address, its rating and whether a mandatory document expired. */
export interface DraftSupplier {
  _id: number;
  name: string;
  email: string;
  /** The rating in force when picked; null is No evaluado (docs/product.md#qualification). */
  calificacion?: string | null;
  documentosVencidos?: boolean;
  /** The admission when picked (docs/product.md#supplier-admission); absent in older drafts. */
  admision?: string | null;
}

/** What travels from the compose screens to the confirm screen (docs/product.md#quotation-compose). */
export interface QuotationDraft {
  title: string;
  descripcion: string;
  fornecedores: DraftSupplier[];
}

/** The compose screen of a stored draft (docs/product.md#quotation-compose). */
export function composeDraftUrl(origin: string, draftId: string): string {
  return `${ROUTES.newQuotation(origin === 'lista' ? 'new' : origin)}?borrador=${encodeURIComponent(draftId)}`;
}

/** The confirm screen of a stored draft. */
export function confirmDraftUrl(draftId: string): string {
  return `${ROUTES.confirmQuotation}?borrador=${encodeURIComponent(draftId)}`;
}

/**
 * Links written before drafts were stored carry the draft itself in `cotizacion` (JSON; suppliers
 * as [id, name, address, calificacion, documentosVencidos] or objects) and `editable`; the confirm
 * screen still reads them and stores what they hold.
 */
export function readDraft(params: URLSearchParams): { draft: QuotationDraft | null; editable: boolean } {
  let editable = false;
  try {
    editable = JSON.parse(params.get('editable') ?? '{}')?.isEditable === true;
  } catch {
    editable = false;
  }
  try {
    const raw = JSON.parse(params.get('cotizacion') ?? 'null') as {
      title?: unknown;
      descripcion?: unknown;
      fornecedores?: unknown;
    } | null;
    if (!raw || !Array.isArray(raw.fornecedores)) return { draft: null, editable };
    const fornecedores: DraftSupplier[] = [];
    for (const item of raw.fornecedores) {
      if (Array.isArray(item) && Number.isInteger(item[0])) {
        fornecedores.push({
          _id: item[0] as number,
          name: String(item[1] ?? ''),
          email: String(item[2] ?? ''),
          calificacion: typeof item[3] === 'string' ? item[3] : null,
          documentosVencidos: item[4] === true,
          admision: typeof item[5] === 'string' ? item[5] : null,
        });
      } else if (item && typeof item === 'object' && Number.isInteger((item as { _id?: unknown })._id)) {
        const o = item as { _id: number; name?: unknown; email?: unknown };
        fornecedores.push({ _id: o._id, name: String(o.name ?? ''), email: String(o.email ?? '') });
      }
    }
    return {
      draft: {
        title: typeof raw.title === 'string' ? raw.title : '',
        descripcion: typeof raw.descripcion === 'string' ? raw.descripcion : '',
        fornecedores,
      },
      editable,
    };
  } catch {
    return { draft: null, editable };
  }
}

/** True when the rich text has no visible words (an empty editor gives '<p></p>'). */
export const isBlankHtml = isBlankRichText;
