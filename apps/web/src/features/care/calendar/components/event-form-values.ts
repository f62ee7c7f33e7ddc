import {
  type CareEvent,
  type EventInput,
  EventInputSchema,
  type EventType,
  FORM_DEFAULT_EVENT_COLOR,
  type GuestStatus,
} from '@abasto/domain/care-event';
import type { Role } from '@abasto/domain/roles';
import { schemaResolver } from '@mantine/form';
import dayjs from 'dayjs';

/** Mantine's date pickers speak local 'YYYY-MM-DD HH:mm:ss' strings. */
export const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface FormGuest {
  _id: number;
  name: string;
  lastName: string;
  role: Role;
  status: GuestStatus;
}

export interface EventFormValues {
  title: string;
  description: string;
  start: string | null;
  end: string | null;
  type: EventType;
  link: string;
  location: string;
  color: string;
  duration: string;
  image: string | null;
  guests: FormGuest[];
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

/** A new event starts at the next full hour and lasts one hour. */
export function emptyEventForm(now = dayjs()): EventFormValues {
  const start = now.add(1, 'hour').startOf('hour');
  return {
    title: '',
    description: '',
    start: start.format(PICKER_FORMAT),
    end: start.add(1, 'hour').format(PICKER_FORMAT),
    type: 'remote',
    link: '',
    location: '',
    color: FORM_DEFAULT_EVENT_COLOR,
    duration: '',
    image: null,
    guests: [],
  };
}

/** The edit form of an event, without the organiser among the guests (the server keeps it). */
export function eventFormOf(event: CareEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    start: dayjs(event.start).format(PICKER_FORMAT),
    end: dayjs(event.end).format(PICKER_FORMAT),
    type: event.type,
    link: event.link ?? '',
    location: event.location ?? '',
    color: event.color ?? FORM_DEFAULT_EVENT_COLOR,
    duration: event.duration ?? '',
    image: event.image,
    guests: event.guests.filter((g) => !g.owner).map((g) => ({ ...g.guest, status: g.status })),
  };
}

/** Moving the start keeps the event's length, so the end does not fall before the start. */
export function shiftedEnd(values: Pick<EventFormValues, 'start' | 'end'>, newStart: string | null): string | null {
  if (!newStart || !values.start || !values.end) return values.end;
  const length = dayjs(values.end).diff(dayjs(values.start));
  if (Number.isNaN(length) || length < 0) return values.end;
  return dayjs(newStart).add(length, 'millisecond').format(PICKER_FORMAT);
}

function toIso(value: string | null): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : '';
}

/** What the create and edit calls receive. */
export function eventInputOf(values: EventFormValues): EventInput {
  return {
    title: values.title,
    description: values.description,
    start: toIso(values.start),
    end: toIso(values.end),
    type: values.type,
    link: values.type === 'remote' ? values.link : null,
    location: values.type === 'location' ? values.location : null,
    color: values.color || null,
    duration: values.duration,
    image: values.image,
    guests: values.guests.map((g) => g._id),
  };
}

const eventChecks = schemaResolver(EventInputSchema, { sync: true });

/** The domain schema's messages, by form field: the browser says what the server would. */
export function validateEventForm(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  for (const [path, message] of Object.entries(eventChecks(eventInputOf(values)))) {
    const field = path.split('.')[0] as keyof EventFormValues;
    if (field && !errors[field]) errors[field] = String(message);
  }
  return errors;
}
