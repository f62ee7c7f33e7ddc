/** What went wrong with one delivery attempt, and whether trying again can help. */
export interface DeliveryFailure {
  permanent: boolean;
  reason: string;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * A 5xx answer to the message (unknown mailbox, refused content) is final; 4xx answers,
 * connection trouble, timeouts and login problems with the SMTP server are worth retrying:
 * they are about the road, not the message.
 */
export function classifyDeliveryFailure(err: unknown): DeliveryFailure {
  const e = (err ?? {}) as SmtpError;
  const reason = (e.response || e.message || String(err)).slice(0, 1000);
  const code = e.responseCode;
  const aboutTheServer = e.code === 'EAUTH' || e.code === 'ENOAUTH' || e.code === 'ECONFIG' || e.code === 'ETLS';
  const permanent = !aboutTheServer && typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
  return {
    permanent,
    reason: typeof code === 'number' && !reason.startsWith(String(code)) ? `${code} ${reason}` : reason,
  };
}
