import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** "Invitar al portal": the supplier's login (created if missing) and its activation link, mailed and answered. */
export function inviteSupplier(id: number) {
  return api<{ activationKey: string; link: string; email: string }>(`/api/auth/proveedor/${id}/invitacion`, {
    method: 'POST',
  });
}

export function useInviteSupplier() {
  return useMutation({ mutationFn: inviteSupplier });
}
