import { z } from 'zod';
import { sniffImageType } from './care-content.ts';
import { MSG } from './messages.ts';
import { refNumberSchema } from './record-id.ts';
import { versionFieldSchema } from './record-version.ts';
import { EVENT_TYPES } from './care-event-view.ts';

/** Care-area calendar events (docs/product.md#calendar): the input's checks; what screens show is in care-event-view.ts. */
export * from './care-event-view.ts';

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_GUESTS_MAX = 100;
/** Largest image, decoded (1 MiB). Its data URL is about a third longer. */
export const EVENT_IMAGE_MAX_BYTES = 1024 * 1024;
export const EVENT_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

// SVG is left out on purpose: it can carry scripts.
const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]*={0,2})$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Decoded size of a base64 payload, without decoding it. */
export function base64DecodedBytes(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** Why an image data URL is refused, or null when it is acceptable. */
export function imageDataUrlProblem(value: string): string | null {
  const match = DATA_URL.exec(value);
  if (!match) return MSG.careEventImageInvalid;
  if (base64DecodedBytes(match[2] ?? '') > EVENT_IMAGE_MAX_BYTES) return MSG.careEventImageTooLarge;
  // The declared type is not trusted: the first bytes must be that kind of image.
  let head: string;
  try {
    head = atob((match[2] ?? '').slice(0, 24).replace(/=+$/, ''));
  } catch {
    return MSG.careEventImageInvalid;
  }
  if (sniffImageType(Uint8Array.from(head, (c) => c.charCodeAt(0))) !== match[1]) return MSG.careEventImageInvalid;
  return null;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

const optionalText = (max: number) =>
  z
    .string({ error: MSG.careEventTextTooLong })
    .trim()
    .max(max, { error: MSG.careEventTextTooLong })
    .nullish()
    .transform((v) => v || null);

const dateTime = z.iso.datetime({ offset: true, error: MSG.careEventDateInvalid });

/**
 * What the create and edit calls accept (and what the form sends). `guests` are user ids; the
 * organiser is added by the server. Only the field of the chosen type (link or location) is kept.
 */
export const EventInputSchema = z
  .object({
    title: z
      .string({ error: MSG.careEventTitleRequired })
      .trim()
      .min(1, { error: MSG.careEventTitleRequired })
      .max(EVENT_TITLE_MAX, { error: MSG.careEventTitleTooLong }),
    description: optionalText(EVENT_DESCRIPTION_MAX),
    start: dateTime,
    end: dateTime,
    type: z.enum(EVENT_TYPES, { error: MSG.careEventTypeInvalid }),
    link: optionalText(2000).refine((v) => v === null || isHttpUrl(v), { error: MSG.careEventLinkInvalid }),
    location: optionalText(500),
    color: z
      .string({ error: MSG.careEventColorInvalid })
      .regex(COLOR, { error: MSG.careEventColorInvalid })
      .nullish()
      .transform((v) => v ?? null),
    duration: optionalText(100),
    image: z
      .string({ error: MSG.careEventImageInvalid })
      .nullish()
      .transform((v) => v || null)
      .superRefine((v, ctx) => {
        const problem = v === null ? null : imageDataUrlProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    guests: z
      .array(refNumberSchema(MSG.careEventGuestInvalid), {
        error: MSG.careEventGuestInvalid,
      })
      .max(EVENT_GUESTS_MAX, { error: MSG.careEventTooManyGuests })
      .default([]),
    version: versionFieldSchema(MSG.careRecordVersionInvalid),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.end) < Date.parse(v.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: MSG.careEventEndBeforeStart });
    }
  })
  .transform((v) => ({
    ...v,
    link: v.type === 'remote' ? v.link : null,
    location: v.type === 'location' ? v.location : null,
    guests: [...new Set(v.guests)],
  }));

export type EventInput = z.input<typeof EventInputSchema>;
export type ParsedEventInput = z.output<typeof EventInputSchema>;
