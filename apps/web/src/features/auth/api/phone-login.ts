import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Sign-in by telephone, first call (docs/product.md#sign-in-by-telephone): the same answer for
 * every number; the code then goes to pre-login-email-sms (verify-login-code.ts).
 */
export function preLogin(input: { telephone: string }) {
  return api<{ oAuthSms: string }>('/api/auth/pre-login', { method: 'POST', body: input });
}

export function usePreLogin() {
  return useMutation({ mutationFn: preLogin });
}
