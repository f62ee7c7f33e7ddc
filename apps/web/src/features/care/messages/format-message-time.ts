import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

/** Today: '14:05'; this year: '12/03 14:05'; before: '12/03/2025'. Portuguese (Brazil) conventions. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso).locale('pt-br');
  const today = dayjs(now);
  if (at.isSame(today, 'day')) return at.format('HH:mm');
  if (at.isSame(today, 'year')) return at.format('DD/MM HH:mm');
  return at.format('DD/MM/YYYY');
}
