import { MSG } from '@abasto/domain/messages';
import type { SupplierListParams } from '@abasto/domain/supplier-list';
import { ApiError, buildUrl } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

/** Hands bytes to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file call carries the bearer token, so it is fetched and then saved (docs/product.md#supplier-import-and-export). */
async function download(url: string, fallbackName: string): Promise<void> {
  const token = tokenStorage.get();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!res.ok) {
    let message: string = MSG.unexpected;
    try {
      const body = (await res.json()) as { error?: string };
      if (body.error) message = body.error;
    } catch {
      // not JSON: the generic message
    }
    throw new ApiError(message, res.status);
  }
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await res.blob(), named ?? fallbackName);
}

/** GET /api/auth/proveedores/exportacion: the list as it is filtered now, as CSV or XLSX. */
export function exportSuppliers(params: SupplierListParams, formato: 'csv' | 'xlsx'): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  const query: Record<string, string> = { formato };
  for (const [key, value] of Object.entries(filters)) if (typeof value === 'string' && value !== '') query[key] = value;
  return download(buildUrl('/api/auth/proveedores/exportacion', query), `proveedores.${formato}`);
}

/** GET /api/auth/proveedores/importacion/plantilla: the import template. */
export function downloadImportTemplate(formato: 'csv' | 'xlsx'): Promise<void> {
  return download(buildUrl('/api/auth/proveedores/importacion/plantilla', { formato }), `plantilla-proveedores.${formato}`);
}
