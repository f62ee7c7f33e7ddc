import type { SessionUser } from '@abasto/domain/session';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function completeRegistration({ key, password }: { key: string; password: string }) {
  return api<{ token: string; user: SessionUser }>(`/api/auth/complete-registration/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { password },
  });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
