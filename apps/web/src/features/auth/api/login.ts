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

export function login(input: LoginInput) {
  return api<LoginResult>('/api/auth/pre-login-email', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
