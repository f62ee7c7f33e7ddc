import { MSG } from '@abasto/domain/messages';
import { api, ApiError } from './api-client.ts';
import type { AreaLanguage } from './area-language.ts';
import { notify } from './notify.ts';

/** "Cerrar las demás sesiones": every other session of the user ends on the server; this one stays. */
export async function endOtherSessions(language: AreaLanguage = 'es'): Promise<void> {
  try {
    const { ended } = await api<{ ended: number }>('/api/auth/sessions/others/end', { method: 'POST' });
    notify.success(language === 'pt' ? MSG.careOtherSessionsEnded(ended) : MSG.otherSessionsEnded(ended));
  } catch (err) {
    notify.error(err instanceof ApiError ? err.message : language === 'pt' ? MSG.careUnexpected : MSG.unexpected);
  }
}
