import { z } from 'zod';
import { MSG } from './messages.ts';
import { SUPPLIER_FIELD_LABELS } from './supplier.ts';

/** docs/product.md#history: the kinds of record whose every change is kept. */
export const HISTORY_RECORD_TYPES = ['proveedor', 'usuario', 'cotizacion'] as const;
export type HistoryRecordType = (typeof HISTORY_RECORD_TYPES)[number];

/** What happened to the record in one entry. */
export const HISTORY_ACTIONS = ['crear', 'cambiar', 'borrar', 'cancelar', 'cerrar', 'adjudicar', 'reenviar'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Entries per page, on the Historial tabs and the Actividad page. */
export const HISTORY_PAGE_SIZE = 20;

const optionalId = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, message)
    .optional();

const optionalDate = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), MSG.historyDateInvalid)
  .optional();

/** The query of `GET /api/historial` (docs/product.md#history). */
export const historyQuerySchema = z
  .object({
    tipo: z.enum(HISTORY_RECORD_TYPES, { message: MSG.historyTypeInvalid }).optional(),
    id: optionalId(MSG.historyIdInvalid),
    actor: optionalId(MSG.historyIdInvalid),
    desde: optionalDate,
    hasta: optionalDate,
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, MSG.historyPageInvalid)
      .transform(Number)
      .optional(),
  })
  .refine((q) => q.id === undefined || q.tipo !== undefined, { message: MSG.historyRecordNeedsType, path: ['tipo'] });
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** One entry as the API answers it: `cambios` maps a field to `[antes, despues]`. */
export interface HistoryEntry {
  id: number;
  at: string;
  actor: { id: number; name: string; email: string } | null;
  tipo: HistoryRecordType;
  registroId: number;
  accion: HistoryAction;
  origen: string | null;
  cambios: Record<string, [unknown, unknown]>;
}

const RECORD_TYPE_LABELS: Record<HistoryRecordType, string> = {
  proveedor: MSG.historyTypeProveedor,
  usuario: MSG.historyTypeUsuario,
  cotizacion: MSG.historyTypeCotizacion,
};

/** How a screen names a kind of record. */
export const historyRecordTypeLabel = (tipo: HistoryRecordType) => RECORD_TYPE_LABELS[tipo];

const USER_FIELD_LABELS: Record<string, string> = {
  name: MSG.userFieldName,
  lastName: MSG.userFieldLastName,
  email: MSG.userFieldEmail,
  role: MSG.userFieldRole,
  detalle: MSG.userFieldDetalle,
  twoFactor: MSG.userFieldTwoFactor,
  active: MSG.userFieldActive,
  clave: MSG.userFieldPassword,
  avisarSolicitudesAlta: MSG.userFieldNotifyAdmissions,
  telephone: MSG.userFieldTelephone,
  registeredAt: MSG.userFieldRegisteredAt,
};

/** A changed field as its form labels it (docs/product.md#history); the field's name otherwise. */
export function historyFieldLabel(tipo: HistoryRecordType, campo: string): string {
  const labels: Record<string, string> = tipo === 'proveedor' ? SUPPLIER_FIELD_LABELS : tipo === 'usuario' ? USER_FIELD_LABELS : {};
  return labels[campo] ?? campo;
}
