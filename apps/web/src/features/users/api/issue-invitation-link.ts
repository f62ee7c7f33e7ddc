import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** 'link registrar': a fresh link for a user who has not completed registration. */
export function issueInvitationLink(id: number) {
  return api<{ activationKey: string; link: string }>(`/api/auth/user/${id}/activation-link`, { method: 'POST' });
}

export function useIssueInvitationLink() {
  return useMutation({ mutationFn: issueInvitationLink });
}
