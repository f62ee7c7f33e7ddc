import { type PrescriptionDetail, type PrescriptionInput, PrescriptionInputSchema } from '@abasto/domain/prescription';
import { schemaResolver } from '@mantine/form';

export interface RemedioRow {
  /** Stable React key of the row while the form is open. */
  key: string;
  name: string;
  dose: string;
  unit: string | null;
  interval: string;
  quantity: string;
  administration: string | null;
}

export interface PrescriptionFormValues {
  title: string;
  patientId: string | null;
  notes: string;
  remedios: RemedioRow[];
}

/** Field errors by path: 'title', 'patientId', 'remedios', 'remedios.2.name'… */
export type PrescriptionFormErrors = Record<string, string | undefined>;

let rowCounter = 0;

export function emptyRemedio(): RemedioRow {
  rowCounter += 1;
  return { key: `r${rowCounter}`, name: '', dose: '', unit: null, interval: '', quantity: '', administration: null };
}

export function emptyPrescriptionForm(): PrescriptionFormValues {
  return { title: '', patientId: null, notes: '', remedios: [emptyRemedio()] };
}

export function prescriptionFormOf(p: PrescriptionDetail): PrescriptionFormValues {
  return {
    title: p.title,
    patientId: String(p.patient.id),
    notes: p.notes ?? '',
    remedios: p.remedios.map((r) => ({
      ...emptyRemedio(),
      name: r.name,
      dose: r.dose ?? '',
      unit: r.unit,
      interval: r.interval ?? '',
      quantity: r.quantity ?? '',
      administration: r.administration,
    })),
  };
}

/** What the form sends. Rows left completely empty are dropped rather than refused. */
export function prescriptionInputOf(values: PrescriptionFormValues): PrescriptionInput {
  return {
    title: values.title,
    patientId: values.patientId === null ? Number.NaN : Number(values.patientId),
    notes: values.notes,
    remedios: values.remedios
      .filter((r) => [r.name, r.dose, r.unit, r.interval, r.quantity, r.administration].some((v) => v && v.trim()))
      .map((r) => ({
        name: r.name,
        dose: r.dose,
        unit: r.unit,
        interval: r.interval,
        quantity: r.quantity,
        administration: r.administration,
      })),
  };
}

const prescriptionChecks = schemaResolver(PrescriptionInputSchema, { sync: true });

/** The server's own rules (domain schema), so the form shows the messages the server would send. */
export function validatePrescriptionForm(values: PrescriptionFormValues): PrescriptionFormErrors {
  const errors: PrescriptionFormErrors = {};
  for (const [path, message] of Object.entries(prescriptionChecks(prescriptionInputOf(values)))) {
    errors[path] = String(message);
  }
  return errors;
}
