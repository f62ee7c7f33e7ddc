import type { SupplierListParams } from '@abasto/domain/supplier-list';
import { buildUrl } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/** GET /api/auth/proveedores/exportacion: the list as it is filtered now, as CSV or XLSX (docs/product.md#supplier-import-and-export). */
export function exportSuppliers(params: SupplierListParams, formato: 'csv' | 'xlsx'): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  const query: Record<string, string> = { formato };
  for (const [key, value] of Object.entries(filters)) if (typeof value === 'string' && value !== '') query[key] = value;
  return downloadFile(buildUrl('/api/auth/proveedores/exportacion', query), `proveedores.${formato}`, { serverName: true });
}

/** GET /api/auth/proveedores/importacion/plantilla: the import template. */
export function downloadImportTemplate(formato: 'csv' | 'xlsx'): Promise<void> {
  return downloadFile(buildUrl('/api/auth/proveedores/importacion/plantilla', { formato }), `plantilla-proveedores.${formato}`, {
    serverName: true,
  });
}
