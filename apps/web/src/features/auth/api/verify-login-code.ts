import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LoginResult } from './login.ts';

/** Second step of a two-step login: the 4-digit code received by e-mail. */
export function verifyLoginCode(input: { code: string; oAuthSms: string }) {
  return api<LoginResult>('/api/auth/pre-login-email-sms', { method: 'POST', body: input });
}

export function useVerifyLoginCode() {
  return useMutation({ mutationFn: verifyLoginCode });
}
