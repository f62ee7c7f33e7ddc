import type { RegistrationReceipt } from '@abasto/domain/supplier-registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The public registration: the same call staff use to create, sent without a session. */
export function registerSupplier(body: Record<string, unknown>) {
  return api<RegistrationReceipt>('/api/auth/proveedor/', { method: 'POST', body });
}

export function useRegisterSupplier() {
  return useMutation({ mutationFn: registerSupplier });
}
