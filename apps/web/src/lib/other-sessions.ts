import { MSG } from '@abasto/domain/messages';
import { api, ApiError } from './api-client.ts';
import { notify } from './notify.ts';

/** "Cerrar las demás sesiones": every other session of the user ends on the server; this one stays. */
export async function endOtherSessions(): Promise<void> {
  try {
    const { ended } = await api<{ ended: number }>('/api/auth/sessions/others/end', { method: 'POST' });
    notify.success(MSG.otherSessionsEnded(ended));
  } catch (err) {
    notify.error(err instanceof ApiError ? err.message : MSG.unexpected);
  }
}
