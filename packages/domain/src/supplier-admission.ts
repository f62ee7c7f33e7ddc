import { z } from 'zod';
import { fillMessage } from './fill-message.ts';
import { MSG } from './messages.ts';
import { ADMISSION_STATES } from './supplier-rating.ts';

/**
 * Supplier admission, "Solicitudes de alta" (docs/product.md#supplier-admission): the shapes the
 * server answers and the decision it takes, written once for the server and the screen.
 */
export {
  ADMISSION_ACCEPTED,
  ADMISSION_PENDING,
  ADMISSION_REJECTED,
  ADMISSION_STATES,
  type AdmissionState,
  isAdmitted,
} from './supplier-rating.ts';

export const ADMISSION_REASON_MAX = 2000;

/** POST …/solicitudes-alta/{id}/decision: accept, or reject with a reason the applicant reads. */
export const AdmissionDecisionInputSchema = z
  .object(
    {
      aceptar: z.boolean({ error: MSG.admissionDecisionInvalid }),
      motivo: z
        .string({ error: MSG.admissionReasonRequired })
        .max(ADMISSION_REASON_MAX, { error: fillMessage(MSG.admissionReasonTooLong, { max: ADMISSION_REASON_MAX }) })
        .optional()
        .transform((v) => (v ?? '').trim()),
    },
    { error: MSG.admissionDecisionInvalid },
  )
  .superRefine((value, ctx) => {
    if (!value.aceptar && value.motivo === '') ctx.addIssue({ code: 'custom', path: ['motivo'], message: MSG.admissionReasonRequired });
  });
export type AdmissionDecisionInput = z.output<typeof AdmissionDecisionInputSchema>;

const otherSupplier = z.object({ id: z.number().int(), razonSocial: z.string() });

/** One request in the list. The flags say what the registration check saw (or sees now). */
export const AdmissionRequestSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  razonSocial: z.string(),
  nombreFantasia: z.string().nullable(),
  pais: z.string(),
  registro: z.string(),
  email: z.string().nullable(),
  estado: z.enum(ADMISSION_STATES),
  /** Other suppliers with the same pais and registro (punctuation and case aside). */
  rucDuplicado: z.array(otherSupplier),
  /** Accounts or suppliers whose address is the same as this one's or looks like it. */
  correoParecido: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  decididoEn: z.string().nullable(),
  decididoPor: z.string().nullable(),
  motivo: z.string().nullable(),
});
export type AdmissionRequest = z.infer<typeof AdmissionRequestSchema>;

/** GET …/solicitudes-alta: pending first (oldest first), then, when asked, the decided ones. */
export const AdmissionListSchema = z.object({ data: z.array(AdmissionRequestSchema), pendientes: z.number().int() });
export type AdmissionList = z.infer<typeof AdmissionListSchema>;

/** The request opened: its list row plus the contact data staff check before deciding. */
export const AdmissionDetailSchema = AdmissionRequestSchema.extend({
  tipoProveedor: z.string(),
  actividad: z.string(),
  nombreEjecutivo: z.string().nullable(),
  telefonoEjecutivo: z.string().nullable(),
  emailEjecutivo: z.array(z.string()),
  ciudad: z.string().nullable(),
  calle: z.string().nullable(),
  telephone: z.string().nullable(),
  website: z.string().nullable(),
  segmento: z.string(),
  rubro: z.array(z.string()),
  detalle: z.string().nullable(),
});
export type AdmissionDetail = z.infer<typeof AdmissionDetailSchema>;

export const AdmissionCountSchema = z.object({ pendientes: z.number().int() });
export const AdmissionNotifySchema = z.object(
  { avisar: z.boolean({ error: MSG.admissionNotifyInvalid }) },
  { error: MSG.admissionNotifyInvalid },
);
export type AdmissionNotify = z.infer<typeof AdmissionNotifySchema>;

export const ADMISSION_LIST_QUERY = z.object({ todas: z.enum(['true', 'false']).optional() });
