import { type APIRequestContext, expect } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { demo } from './session.ts';

let seq = 0;
/** An address no other run or test uses. */
export const newAddress = (what: string, domain = 'keyboard.test') => `${what}-${Date.now()}-${++seq}@${domain}`;

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/pre-login-email', { data: { email: demo('admin'), password: 'demo1234' } });
  return (await res.json()).token;
}

/** A registered analista whose login asks for the e-mailed code. */
export async function userWithCodeStep(request: APIRequestContext, password: string) {
  const token = await adminToken(request);
  const email = newAddress('codigo');
  const headers = { authorization: `Bearer ${token}` };
  const invited = await request.post('/api/auth/invite-user', { headers, data: { email, name: 'Clara', lastName: 'Teclado', role: 'analista' } });
  expect(invited.ok()).toBeTruthy();
  const { activationKey } = await invited.json();
  const done = await request.put(`/api/auth/complete-registration/${activationKey}`, { data: { password } });
  expect(done.ok()).toBeTruthy();
  const id = (await done.json()).user.id as number;
  const user = await (await request.get(`/api/auth/user/${id}`, { headers })).json();
  const saved = await request.put(`/api/auth/user/${id}`, {
    headers,
    data: { name: 'Clara', lastName: 'Teclado', role: 'analista', detalle: '', twoFactor: true, version: user.version },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return email;
}

/**
 * A request with lines and a deadline (docs/sourcing.md) sent through the API to two new
 * suppliers: the quotation's id and the second supplier's answer link, taken from its e-mail.
 */
export async function sourcingRequest(request: APIRequestContext): Promise<{ id: number; answerPath: string; title: string }> {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const tag = `a${Date.now().toString(36)}${++seq}`;
  const supplierIds: number[] = [];
  const emails: string[] = [];
  for (const n of [1, 2]) {
    const email = newAddress(`ventas${n}`, 'proveedor.test');
    const res = await request.post('/api/auth/proveedor/', {
      headers,
      data: {
        pais: 'Paraguay',
        registro: `${Date.now() % 10_000_000}${n}${seq}-${n}`,
        tipoProveedor: 'S.A.',
        razonSocial: `Materiales del Guairá Hermanos ${tag} ${n} S.A.`,
        nombreFantasia: `Guairá ${tag} ${n}`,
        actividad: 'Bienes y Servicios',
        documentoIdentidad: '1234567',
        puesto: 'Gerente',
        nombreEjecutivo: 'Ana Ruiz',
        telefonoEjecutivo: '0981123456',
        emailEjecutivo: [email],
        ciudad: 'Villarrica',
        calle: 'Ruta 8 km 3',
        telephone: '021555666',
        email: newAddress(`info${n}`, 'proveedor.test'),
        segmento: 'MATERIA PRIMA',
        rubro: ['Otros'],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    supplierIds.push(((await res.json()) as { _id: number })._id);
    emails.push(email);
  }
  const title = `Materiales para la obra ${tag}`;
  const created = await request.post('/api/cotizacion/', {
    headers,
    data: {
      title,
      descripcion: '<p>Entrega en obra.</p>',
      fornecedores: supplierIds.map((_id) => ({ _id })),
      file: [],
      filename: '',
      items: [
        { descripcion: 'Cemento portland 50 kg', cantidad: 100, unidad: 'Bolsas' },
        { descripcion: 'Arena lavada', cantidad: 12, unidad: 'm³' },
      ],
      fechaLimite: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  const mail = await waitForMail(emails[1]!, new RegExp(title));
  return { id, answerPath: new URL(linkIn(mail, '/responder/')).pathname, title };
}

/**
 * A request of `sourcingRequest` answered by its second supplier through its link and closed
 * ("Cerrar ahora"): ready to compare and award (docs/sourcing.md).
 */
export async function answeredRequest(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const { id, answerPath, title } = await sourcingRequest(request);
  const answerUrl = `/api/respuesta/${answerPath.split('/').pop()!}`;
  const seen = await request.get(answerUrl);
  expect(seen.ok(), await seen.text()).toBeTruthy();
  const { data } = (await seen.json()) as { data: { items: { id: number }[] } };
  const answered = await request.put(answerUrl, {
    data: {
      declina: false,
      moneda: 'PYG',
      plazoEntregaDias: 10,
      validaHasta: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      condicionesPago: 'Contado',
      items: data.items.map((item, n) => ({ itemId: item.id, precioUnitario: 45_000 + n * 1_000, nota: null })),
      file: [],
      idempotencyKey: `answered-${id}`,
    },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const closed = await request.post(`/api/cotizacion/${id}/cierre`, { headers });
  expect(closed.ok(), await closed.text()).toBeTruthy();
  return { id, title };
}
