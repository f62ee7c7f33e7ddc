import type { QuestionnaireView, RatingView, SupplierDocument } from '@abasto/domain/supplier-qualification';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The qualification's reads, apart from its hooks and mutations (qualification-calls.ts): the
// supplier page's first-load data (supplier-page-data.ts) imports them from the small early
// script's side, so its calls do not wait for the app's code (docs/benchmarks.md, "First load").

/** Whose qualification: a supplier by id (staff) or the logged-in proveedor's own. */
export type QualificationOwner = { supplierId: number } | 'own';

export const qualificationBase = (owner: QualificationOwner) =>
  owner === 'own' ? '/api/auth/perfil-proveedor' : `/api/auth/proveedor/${owner.supplierId}`;
export const qualificationKey = (owner: QualificationOwner) => ['qualification', owner === 'own' ? 'own' : owner.supplierId] as const;

export function questionnaireQuery(owner: QualificationOwner) {
  return queryOptions({
    queryKey: [...qualificationKey(owner), 'evaluacion'],
    queryFn: ({ signal }) => api<QuestionnaireView>(`${qualificationBase(owner)}/evaluacion`, { signal }),
  });
}

export function documentsQuery(owner: QualificationOwner) {
  return queryOptions({
    queryKey: [...qualificationKey(owner), 'documentos'],
    queryFn: ({ signal }) => api<{ data: SupplierDocument[] }>(`${qualificationBase(owner)}/documentos`, { signal }),
  });
}

export function ratingQuery(supplierId: number) {
  return queryOptions({
    queryKey: [...qualificationKey({ supplierId }), 'calificacion'],
    queryFn: ({ signal }) => api<RatingView>(`/api/auth/proveedor/${supplierId}/calificacion`, { signal }),
  });
}
