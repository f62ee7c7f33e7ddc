import type { LoginChallenge } from '@abasto/domain/accounts';
import type { SessionUser } from '@abasto/domain/session';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
}

/** A token, or (two-step login) a challenge to answer with the code sent by e-mail. */
export function login(input: LoginInput) {
  return api<LoginResult | LoginChallenge>('/api/auth/pre-login-email', { method: 'POST', body: input });
}

export function isChallenge(result: LoginResult | LoginChallenge): result is LoginChallenge {
  return 'twoFactor' in result && result.twoFactor === true;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
