import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function recoverPassword(email: string) {
  return api<{ ok: true }>('/api/auth/recover-pass', { method: 'POST', body: { email } });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
