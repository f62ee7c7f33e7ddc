import type { ParsedEventInput } from '@abasto/domain/care-event';
import type { careEvents } from '../../db/schema/events.ts';

/** The columns a create or an edit writes, field by field from the validated input. */
export function eventColumnsOf(input: ParsedEventInput) {
  return {
    title: input.title,
    description: input.description,
    startsAt: new Date(input.start),
    endsAt: new Date(input.end),
    type: input.type,
    link: input.link,
    location: input.location,
    color: input.color,
    duration: input.duration,
    image: input.image,
  } satisfies Partial<typeof careEvents.$inferInsert>;
}
