import { MSG } from './messages.ts';
import type { Role } from './roles.ts';

/**
 * Care-area calendar events as the screens show them (docs/product.md#calendar): without zod, so that
 * the calendar's first draw does not bring the schemas (their checks are in care-event.ts).
 */

export const EVENT_TYPES = ['remote', 'location'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  remote: MSG.careEventTypeRemote,
  location: MSG.careEventTypeLocation,
};

export const GUEST_STATUSES = ['accepted', 'rejected', 'awaiting'] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];

export const GUEST_STATUS_LABELS: Record<GuestStatus, string> = {
  accepted: MSG.careGuestAccepted,
  rejected: MSG.careGuestRejected,
  awaiting: MSG.careGuestAwaiting,
};

/** The answer a guest gives, as named in the API path, and the status it sets. */
export const EVENT_ANSWERS = { accept: 'accepted', reject: 'rejected', awaiting: 'awaiting' } as const;
export type EventAnswer = keyof typeof EVENT_ANSWERS;

/** Shown on the calendar when an event has no colour. */
export const DEFAULT_EVENT_COLOR = '#526FCE';
/**
 * What the form's colour input starts with: the calendar's own blue, on which white text reads at
 * 4.6:1 and which stands out of the white grid (docs/product.md#calendar; near-white vanished there).
 */
export const FORM_DEFAULT_EVENT_COLOR = DEFAULT_EVENT_COLOR;

/** A person as the event answers show them. */
export interface EventPerson {
  _id: number;
  name: string;
  lastName: string;
  role: Role;
}

export interface EventGuest {
  guest: EventPerson;
  status: GuestStatus;
  /** True on the organiser's own entry. */
  owner: boolean;
}

/** An event as the API answers it. The list leaves `image` out (null) and says `hasImage`. */
export interface CareEvent {
  _id: number;
  id: number;
  title: string;
  description: string | null;
  start: string;
  end: string;
  type: EventType;
  link: string | null;
  location: string | null;
  color: string | null;
  duration: string | null;
  hasImage: boolean;
  image: string | null;
  organiser: EventPerson;
  guests: EventGuest[];
  /** docs/product.md#concurrent-edits */
  version: number;
}

/** A doctor, patient, physiotherapist or admin in the pickers. */
export interface CarePerson {
  _id: number;
  id: number;
  name: string;
  lastName: string;
  /** Care professionals only; a patient's address is not listed (docs/product.md#care-users). */
  email?: string;
}

/** The colour the calendar paints an event with. */
export function eventColor(event: Pick<CareEvent, 'color'>): string {
  return event.color ?? DEFAULT_EVENT_COLOR;
}

/**
 * Whom a person may invite to an event, and see in the guest pickers: a patient only care
 * professionals, never another patient (docs/product.md#calendar); everyone else anyone of the
 * care area.
 */
export function mayInvite(inviter: Role, guest: Role): boolean {
  return !(inviter === 'paciente' && guest === 'paciente');
}

/** The caller's own guest entry, if invited. */
export function guestEntryOf(event: Pick<CareEvent, 'guests'>, userId: number): EventGuest | undefined {
  return event.guests.find((g) => g.guest._id === userId);
}
