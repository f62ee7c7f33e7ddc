import { MSG } from '@abasto/domain/messages';
import { ROLE_PERMISSIONS } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import {
  ADMISSION_PENDING,
  type AdmissionDecisionInput,
  type AdmissionDetail,
  type AdmissionList,
  type AdmissionRequest,
} from '@abasto/domain/supplier-admission';
import { contactEmail } from '@abasto/domain/supplier-contact';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { UserRow } from '../auth/session-user.ts';
import { enqueueMail, enqueueMails } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/mail-layout.ts';

/**
 * "Solicitudes de alta" (docs/product.md#supplier-admission): a public registration creates its
 * supplier as Pendiente; gerente and admin (suppliers.admission) accept it, or reject it with a
 * reason the applicant is told by e-mail. A request is a self-registered supplier (no invitedBy).
 */

/** The outbox kinds of the admission e-mails. */
export const ADMISSION_NEW_REF = 'supplier-admission-new';
export const ADMISSION_DECISION_REF = 'supplier-admission-decision';

/** The address-skeleton fold of address-checks.ts, applied to any column. */
const skeleton = (column: ReturnType<typeof sql>) =>
  sql`translate(replace(replace(replace(lower(${column}), 'rn', 'm'), 'vv', 'w'), 'cl', 'd'), '01i|._-', 'olll')`;
const registroKey = (column: ReturnType<typeof sql>) => sql`upper(regexp_replace(${column}, '[ ./-]', '', 'g'))`;

interface RequestRow {
  id: number;
  created_at: string | Date;
  razon_social: string;
  nombre_fantasia: string | null;
  pais: string;
  registro: string;
  email: string | null;
  admision: AdmissionRequest['estado'];
  admision_decidida_en: string | Date | null;
  admision_decidida_por: string | null;
  admision_motivo: string | null;
  ruc_duplicado: { id: number; razonSocial: string }[] | null;
  correo_parecido: { id: number; nombre: string }[] | null;
}

/**
 * The request rows with their flags, computed now: other suppliers with the same pais and
 * registro, and accounts or suppliers whose address is (or looks like) this one's (the checks the
 * registration runs for the owner notice, docs/product.md#public-registration).
 */
const requestSelect = (where: ReturnType<typeof sql>, tail: ReturnType<typeof sql> = sql``) => sql`
  select s.id, s.created_at, s.razon_social, s.nombre_fantasia, s.pais, s.registro, s.email, s.admision,
         s.admision_decidida_en, s.admision_decidida_por, s.admision_motivo,
         (select jsonb_agg(jsonb_build_object('id', o.id, 'razonSocial', o.razon_social) order by o.id)
            from suppliers o
           where o.id <> s.id and o.pais = s.pais and ${registroKey(sql`o.registro`)} = ${registroKey(sql`s.registro`)}) as ruc_duplicado,
         (select jsonb_agg(x order by x->>'nombre') from (
            select jsonb_build_object('id', u.id, 'nombre', u.email) as x from users u
             where s.email is not null and u.supplier_id is distinct from s.id
               and ${skeleton(sql`u.email`)} = ${skeleton(sql`s.email`)}
            union all
            select jsonb_build_object('id', o.id, 'nombre', o.razon_social) from suppliers o
             where s.email is not null and o.id <> s.id and o.email is not null
               and ${skeleton(sql`o.email`)} = ${skeleton(sql`s.email`)}
          ) matches) as correo_parecido
    from suppliers s
   where s.invited_by_id is null and ${where}
   ${tail}`;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function toRequest(r: RequestRow): AdmissionRequest {
  return {
    id: r.id,
    fecha: iso(r.created_at)!,
    razonSocial: r.razon_social,
    nombreFantasia: r.nombre_fantasia,
    pais: r.pais,
    registro: r.registro,
    email: r.email,
    estado: r.admision,
    rucDuplicado: r.ruc_duplicado ?? [],
    correoParecido: r.correo_parecido ?? [],
    decididoEn: iso(r.admision_decidida_en),
    decididoPor: r.admision_decidida_por,
    motivo: r.admision_motivo,
  };
}

export async function countPendingAdmissions(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from suppliers where admision = ${ADMISSION_PENDING} and invited_by_id is null`,
  );
  return row?.n ?? 0;
}

/** GET /api/auth/solicitudes-alta: the pending requests, oldest first; with `todas`, the decided ones after them. */
export async function listAdmissions(ctx: AppContext, todas: boolean): Promise<AdmissionList> {
  const rows = await queryRows<RequestRow>(
    ctx.db,
    requestSelect(
      todas ? sql`true` : sql`s.admision = ${ADMISSION_PENDING}`,
      sql`order by (s.admision = ${ADMISSION_PENDING}) desc,
               case when s.admision = ${ADMISSION_PENDING} then s.created_at end asc,
               s.admision_decidida_en desc nulls last, s.id desc
         limit 500`,
    ),
  );
  return { data: rows.map(toRequest), pendientes: await countPendingAdmissions(ctx.db) };
}

/** GET /api/auth/solicitudes-alta/{id}: one request with the data staff check before deciding. */
export async function getAdmission(ctx: AppContext, id: number): Promise<AdmissionDetail> {
  const [row] = await queryRows<RequestRow>(ctx.db, requestSelect(sql`s.id = ${id}`));
  if (!row) throw AppError.notFound(MSG.admissionNotFound);
  const [s] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!s) throw AppError.notFound(MSG.admissionNotFound);
  return {
    ...toRequest(row),
    tipoProveedor: s.tipoProveedor,
    actividad: s.actividad,
    nombreEjecutivo: s.nombreEjecutivo,
    telefonoEjecutivo: s.telefonoEjecutivo,
    emailEjecutivo: s.emailEjecutivo,
    ciudad: s.ciudad,
    calle: s.calle,
    telephone: s.telephone,
    website: s.website,
    segmento: s.segmento,
    rubro: s.rubro,
    detalle: s.detalle,
  };
}

const personName = (user: Pick<UserRow, 'name' | 'lastName' | 'email'>) =>
  `${user.name} ${user.lastName}`.trim() || user.email;

/**
 * POST /api/auth/solicitudes-alta/{id}/decision. Two people deciding at once: the row is locked
 * and only a Pendiente request changes, so one wins and the other is answered 409. Accepting a
 * request whose registro an accepted supplier already has is refused (409): one accepted
 * supplier per pais and registro.
 */
export async function decideAdmission({
  ctx,
  id,
  user,
  input,
}: {
  ctx: AppContext;
  id: number;
  user: UserRow;
  input: AdmissionDecisionInput;
}): Promise<AdmissionDetail> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: suppliers.id,
          admision: suppliers.admision,
          invitedById: suppliers.invitedById,
          razonSocial: suppliers.razonSocial,
          email: suppliers.email,
          emailEjecutivo: suppliers.emailEjecutivo,
        })
        .from(suppliers)
        .where(eq(suppliers.id, id))
        .for('update');
      if (!row || row.invitedById !== null) throw AppError.notFound(MSG.admissionNotFound);
      if (row.admision !== ADMISSION_PENDING) throw AppError.conflict(MSG.admissionAlreadyDecided);
      const decided = await tx
        .update(suppliers)
        .set({
          admision: input.aceptar ? 'Aceptado' : 'Rechazado',
          admisionDecididaEn: sql`now()`,
          admisionDecididaPorId: user.id,
          admisionDecididaPor: personName(user),
          admisionMotivo: input.aceptar ? null : input.motivo,
          updatedAt: sql`now()`,
        })
        .where(and(eq(suppliers.id, id), eq(suppliers.admision, ADMISSION_PENDING)))
        .returning({ id: suppliers.id });
      if (decided.length === 0) throw AppError.conflict(MSG.admissionAlreadyDecided);
      if (!input.aceptar) await tellApplicant(tx, row, input.motivo);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'suppliers_pais_registro_key')) {
      throw new AppError(409, 'ADMISSION_DUPLICATE_REGISTRO', MSG.admissionDuplicateRegistro);
    }
    throw err;
  }
  return getAdmission(ctx, id);
}

/** The rejection e-mail, to the applicant's login address (else the supplier's contact address). */
async function tellApplicant(
  tx: Tx,
  supplier: { id: number; razonSocial: string; email: string | null; emailEjecutivo: string[] },
  motivo: string,
): Promise<void> {
  const [login] = await tx.select({ email: users.email }).from(users).where(eq(users.supplierId, supplier.id));
  const to = login?.email ?? contactEmail({ email: supplier.email, emailEjecutivo: supplier.emailEjecutivo });
  if (!to) return;
  const { html, text } = renderMail({
    heading: MSG.mailAdmissionRejectedSubject,
    paragraphs: [MSG.mailAdmissionRejectedIntro(supplier.razonSocial), MSG.mailAdmissionRejectedReason(motivo)],
    notes: [MSG.mailAdmissionRejectedNext],
  });
  await enqueueMail(tx, {
    to,
    toName: supplier.razonSocial,
    subject: MSG.mailAdmissionRejectedSubject,
    html,
    text,
    ref: { kind: ADMISSION_DECISION_REF, id: supplier.id },
  });
}

/** Roles that decide requests: read from the permission matrix, never listed by hand. */
const ADMISSION_ROLES = Object.entries(ROLE_PERMISSIONS)
  .filter(([, permissions]) => permissions.includes('suppliers.admission'))
  .map(([role]) => role);

/**
 * Inside the registration's transaction: one e-mail per staff member who opted in ("Avisarme de
 * nuevas solicitudes de alta") and may decide requests.
 */
export async function tellStaffOfRequest(
  tx: Tx,
  appUrl: string,
  request: { id: number; razonSocial: string; registro: string },
): Promise<void> {
  const rows = await queryRows<{ email: string; name: string; last_name: string }>(
    tx,
    sql`select email, name, last_name from users
         where avisar_solicitudes_alta and active
           and role in (select jsonb_array_elements_text(${JSON.stringify(ADMISSION_ROLES)}::jsonb))
         order by id`,
  );
  if (rows.length === 0) return;
  const subject = MSG.mailAdmissionNewSubject(request.razonSocial);
  const { html, text } = renderMail({
    heading: subject,
    paragraphs: [MSG.mailAdmissionNewIntro(request.razonSocial, request.registro)],
    action: { label: MSG.mailAdmissionNewAction, url: `${appUrl.replace(/\/$/, '')}${ROUTES.admission(request.id)}` },
    notes: [MSG.mailAdmissionNewOptOut],
  });
  await enqueueMails(
    tx,
    rows.map((r) => ({
      to: r.email,
      toName: `${r.name} ${r.last_name}`.trim() || null,
      subject,
      html,
      text,
      ref: { kind: ADMISSION_NEW_REF, id: request.id },
    })),
  );
}

/** GET|PUT /api/auth/solicitudes-alta/aviso: the caller's own "Avisarme de nuevas solicitudes de alta". */
export async function getAdmissionNotify(ctx: AppContext, user: UserRow): Promise<{ avisar: boolean }> {
  const [row] = await ctx.db.select({ avisar: users.avisarSolicitudesAlta }).from(users).where(eq(users.id, user.id));
  return { avisar: row?.avisar ?? false };
}

export async function setAdmissionNotify(ctx: AppContext, user: UserRow, avisar: boolean): Promise<{ avisar: boolean }> {
  // In a transaction: it carries the request's author into the history (docs/product.md#history).
  await ctx.db.transaction((tx) =>
    tx.update(users).set({ avisarSolicitudesAlta: avisar, updatedAt: sql`now()` }).where(eq(users.id, user.id)));
  return { avisar };
}
