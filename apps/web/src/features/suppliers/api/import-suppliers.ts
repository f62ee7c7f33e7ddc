import type { ImportPreview, ImportSummary } from '@abasto/domain/supplier-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

export interface ImportFile {
  file: string;
  filename: string;
}

/** POST /api/auth/proveedores/importacion with aplicar: false: the preview, nothing saved. */
export function previewImport(file: ImportFile) {
  return api<ImportPreview>('/api/auth/proveedores/importacion', { method: 'POST', body: { file, aplicar: false } });
}

/** The same file applied: the valid rows in one transaction, the existing suppliers omitted or updated. */
export function applyImport({ file, duplicados }: { file: ImportFile; duplicados: 'omitir' | 'actualizar' }) {
  return api<ImportSummary>('/api/auth/proveedores/importacion', { method: 'POST', body: { file, aplicar: true, duplicados } });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
