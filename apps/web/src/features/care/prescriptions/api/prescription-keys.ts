/** Query keys of the prescriptions: every change invalidates `all`. */
export const prescriptionKeys = {
  all: ['care-prescriptions'] as const,
  list: (query: PrescriptionListQuery) => ['care-prescriptions', 'list', query] as const,
  one: (id: number) => ['care-prescriptions', 'one', id] as const,
};

export interface PrescriptionListQuery {
  page: number;
  search: string;
}
