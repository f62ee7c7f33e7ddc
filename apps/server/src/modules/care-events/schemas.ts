import { EVENT_TYPES, GUEST_STATUSES } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { ROLES } from '@abasto/domain/roles';
import { RecordVersionSchema } from '@abasto/domain/record-version';
import { z } from 'zod';
import { idParamsSchema } from '@abasto/domain/record-id';

const EventPersonSchema = z.object({
  _id: z.number(),
  name: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});

export const CareEventSchema = z.object({
  _id: z.number(),
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  type: z.enum(EVENT_TYPES),
  link: z.string().nullable(),
  location: z.string().nullable(),
  color: z.string().nullable(),
  duration: z.string().nullable(),
  hasImage: z.boolean(),
  image: z.string().nullable(),
  organiser: EventPersonSchema,
  guests: z.array(z.object({ guest: EventPersonSchema, status: z.enum(GUEST_STATUSES), owner: z.boolean() })),
  version: RecordVersionSchema,
});

export const CarePersonSchema = z.object({
  _id: z.number(),
  id: z.number(),
  name: z.string(),
  lastName: z.string(),
  // Care professionals only (docs/product.md#care-users).
  email: z.string().optional(),
});

export const EventIdParamsSchema = idParamsSchema(MSG.careEventNotFound);

export const EventListQuerySchema = z.object({
  /** Only events that end at or after this instant. */
  from: z.iso.datetime({ offset: true, error: MSG.careEventDateInvalid }).optional(),
  /** Only events that start before this instant. */
  to: z.iso.datetime({ offset: true, error: MSG.careEventDateInvalid }).optional(),
});
