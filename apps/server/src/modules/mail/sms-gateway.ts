import type { SmsGatewayConfig } from '../../config.ts';
import type { DeliveryFailure } from './delivery-failure.ts';

/** What the worker needs of an SMS gateway: send one text, answer the gateway's receipt. */
export interface SmsGateway {
  send(sms: { to: string; text: string }): Promise<string>;
}

/** A refused or failed SMS delivery, already classified (permanent or worth retrying). */
export class SmsDeliveryError extends Error implements DeliveryFailure {
  readonly permanent: boolean;
  readonly reason: string;
  constructor(failure: DeliveryFailure) {
    super(failure.reason);
    this.name = 'SmsDeliveryError';
    this.permanent = failure.permanent;
    this.reason = failure.reason;
  }
}

/**
 * Longest wait for a gateway's answer. A slow gateway holds only its own lane of the worker, and
 * one delivery stays far below the lease (MAIL_LEASE_SECONDS), so it is never in two hands.
 */
export const SMS_GATEWAY_TIMEOUT_MS = 15_000;

interface Request {
  url: string;
  headers: Record<string, string>;
  body: string;
}

type Answer = Record<string, unknown> | null;

/** Per kind: the request for one text, and the receipt (a message id, never the text) from the answer. */
interface Shape {
  request(cfg: SmsGatewayConfig, sms: { to: string; text: string }): Request;
  /** Throws SmsDeliveryError when a 2xx answer reports a failure (Vonage). */
  receipt(answer: Answer): string | undefined;
}

const json = { 'Content-Type': 'application/json; charset=utf-8', Accept: 'application/json' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
const first = (answer: Answer, key: string) => {
  const list = answer?.[key];
  return Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
};

/** Vonage codes that are about the road, not the message: throttled (1), internal error (5). */
const VONAGE_TRANSIENT = new Set(['1', '5']);

const SHAPES: Record<SmsGatewayConfig['kind'], Shape> = {
  generic: {
    request: (cfg, sms) => ({
      url: cfg.url!,
      headers: { ...json, Authorization: `Bearer ${cfg.token}` },
      body: JSON.stringify({ to: sms.to, text: sms.text }),
    }),
    receipt: (a) => str(a?.id) ?? str(a?.messageId),
  },
  twilio: {
    request: (cfg, sms) => ({
      url: cfg.url ?? `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(cfg.account!)}/Messages.json`,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
        Accept: 'application/json',
        Authorization: basic(cfg.account!, cfg.token),
      },
      body: new URLSearchParams({ To: `+${sms.to}`, From: cfg.from!, Body: sms.text }).toString(),
    }),
    receipt: (a) => str(a?.sid),
  },
  vonage: {
    request: (cfg, sms) => ({
      url: cfg.url ?? 'https://rest.nexmo.com/sms/json',
      headers: json,
      body: JSON.stringify({
        api_key: cfg.account,
        api_secret: cfg.token,
        from: cfg.from,
        to: sms.to,
        text: sms.text,
        // Beyond the GSM alphabet (accents aside) the text must travel as Unicode.
        ...(/[^\n\r\x20-\x7e]/.test(sms.text) ? { type: 'unicode' } : {}),
      }),
    }),
    // Vonage answers 200 also when it refuses: the verdict is messages[0].status ("0" = accepted).
    receipt: (a) => {
      const m = first(a, 'messages');
      const status = str(m?.status);
      if (status !== '0') {
        const reason = `Vonage status ${status ?? '?'}: ${str(m?.['error-text']) ?? 'no message in the answer'}`;
        throw new SmsDeliveryError({ permanent: status !== undefined && !VONAGE_TRANSIENT.has(status), reason });
      }
      return str(m?.['message-id']);
    },
  },
  infobip: {
    request: (cfg, sms) => ({
      url: `${cfg.url!.replace(/\/$/, '')}/sms/2/text/advanced`,
      headers: { ...json, Authorization: `App ${cfg.token}` },
      body: JSON.stringify({
        messages: [{ destinations: [{ to: sms.to }], ...(cfg.from ? { from: cfg.from } : {}), text: sms.text }],
      }),
    }),
    receipt: (a) => str(first(a, 'messages')?.messageId),
  },
};

/** Why a request did not reach the gateway (connection refused, timeout …): always worth retrying. */
function networkFailure(err: unknown): SmsDeliveryError {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  const reason =
    e.name === 'TimeoutError'
      ? `no answer from the SMS gateway within ${SMS_GATEWAY_TIMEOUT_MS / 1000} s`
      : [e.cause?.code, e.cause?.message ?? e.message].filter(Boolean).join(' ');
  return new SmsDeliveryError({ permanent: false, reason: reason.slice(0, 1000) || String(err) });
}

/**
 * An HTTP SMS gateway (docs/product.md#accounts-and-e-mail). 2xx is delivered; 429, 5xx and
 * network trouble are retried; any other 4xx is final. What is recorded of an answer is its
 * status and the gateway's message id: never the text, which may carry a login code.
 */
export function createSmsGateway(cfg: SmsGatewayConfig, timeoutMs = SMS_GATEWAY_TIMEOUT_MS): SmsGateway {
  const shape = SHAPES[cfg.kind];
  return {
    async send(sms) {
      const req = shape.request(cfg, sms);
      let res: Response;
      let body: string;
      try {
        res = await fetch(req.url, {
          method: 'POST',
          headers: req.headers,
          body: req.body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await res.text();
      } catch (err) {
        throw networkFailure(err);
      }
      const status = `${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
      if (!res.ok) {
        const permanent = res.status < 500 && res.status !== 429 && res.status !== 408;
        throw new SmsDeliveryError({ permanent, reason: `${status}: ${body.slice(0, 500)}`.trim() });
      }
      let answer: Answer = null;
      try {
        answer = JSON.parse(body) as Answer;
      } catch {
        // Not JSON: the status is the receipt.
      }
      const id = shape.receipt(answer && typeof answer === 'object' ? answer : null);
      return id ? `${status} id=${id}` : status;
    },
  };
}
