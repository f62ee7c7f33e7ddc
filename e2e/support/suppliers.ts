import { expect, type Page } from '@playwright/test';

/**
 * Creates a supplier through the API (staff token) and returns its id. `n` and `tag` keep the
 * RUC and the general address apart between suppliers and runs.
 */
export async function createSupplier(
  page: Page,
  token: string,
  s: { name: string; email: string },
  n: number,
  tag: string,
): Promise<number> {
  const res = await page.request.post('/api/auth/proveedor/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      pais: 'Paraguay',
      registro: `${Date.now() % 10_000_000}${n}-${n}`,
      tipoProveedor: 'S.A.',
      razonSocial: `${s.name} S.A.`,
      nombreFantasia: s.name,
      actividad: 'Bienes y Servicios',
      documentoIdentidad: '1234567',
      puesto: 'Gerente',
      nombreEjecutivo: 'Ana Ruiz',
      telefonoEjecutivo: '0981123456',
      emailEjecutivo: [s.email],
      ciudad: 'Luque',
      calle: 'Ruta 2 km 12',
      telephone: '021555666',
      email: `info${n}-${tag}@proveedor.test`,
      segmento: 'MATERIA PRIMA',
      rubro: ['Otros'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: number })._id;
}
