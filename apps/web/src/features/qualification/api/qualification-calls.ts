import type { DocumentType, QuestionnaireEntry, QuestionnaireView, RatingProposal, SupplierDocument } from '@abasto/domain/supplier-qualification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  documentsQuery,
  qualificationBase as base,
  qualificationKey as keyOf,
  type QualificationOwner,
  questionnaireQuery,
  ratingQuery,
} from './qualification-queries.ts';

export { documentsQuery, type QualificationOwner, questionnaireQuery, ratingQuery };

export function useQuestionnaire(owner: QualificationOwner) {
  return useQuery(questionnaireQuery(owner));
}

export function useSaveQuestionnaire(owner: QualificationOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    // `version`: the supplier's, as the answers were read (docs/product.md#concurrent-edits).
    mutationFn: ({ radioForm, version }: { radioForm: QuestionnaireEntry[]; version?: number }) =>
      api<QuestionnaireView>(`${base(owner)}/evaluacion`, { method: 'PUT', body: { radioForm, version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(owner) }),
  });
}

export function useDocuments(owner: QualificationOwner) {
  return useQuery(documentsQuery(owner));
}

export interface DocumentUpload {
  tipo: DocumentType;
  nombre: string | null;
  emitido: string | null;
  vence: string | null;
  file: { file: string; filename: string };
}

export function useUploadDocument(owner: QualificationOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentUpload) => api<SupplierDocument>(`${base(owner)}/documentos`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(owner) }),
  });
}

export function useDeleteDocument(owner: QualificationOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: number) => api<{ id: number; deleted: true }>(`${base(owner)}/documentos/${docId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(owner) }),
  });
}

/** One document with its file as a data URL (to open it). */
export function fetchDocumentFile(owner: QualificationOwner, docId: number) {
  return api<SupplierDocument & { file: { file: string; filename: string } }>(`${base(owner)}/documentos/${docId}`);
}

export function useRating(supplierId: number) {
  return useQuery(ratingQuery(supplierId));
}

export function useProposeRating(supplierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { calificacion: string; motivo: string }) =>
      api<RatingProposal>(`/api/auth/proveedor/${supplierId}/calificacion`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf({ supplierId }) }),
  });
}

export function useDecideRating(supplierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, ...body }: { proposalId: number; aprobar: boolean; comentario: string }) =>
      api<RatingProposal>(`/api/auth/proveedor/${supplierId}/calificacion/${proposalId}/decision`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keyOf({ supplierId }) });
      void queryClient.invalidateQueries({ queryKey: ['suppliers'] });
    },
  });
}
