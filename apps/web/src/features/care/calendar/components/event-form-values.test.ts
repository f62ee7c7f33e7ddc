import type { CareEvent } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  emptyEventForm,
  eventFormOf,
  eventInputOf,
  PICKER_FORMAT,
  shiftedEnd,
  validateEventForm,
} from './event-form-values.ts';

describe('event form values', () => {
  it('starts a new event at the next full hour, one hour long, colour #526FCE, remote', () => {
    const form = emptyEventForm(dayjs('2030-05-10 14:25:00'));
    expect(form).toMatchObject({
      start: '2030-05-10 15:00:00',
      end: '2030-05-10 16:00:00',
      color: '#526FCE',
      type: 'remote',
      guests: [],
      image: null,
    });
  });

  it('sends instants, guest ids and only the field of the type', () => {
    const form = {
      ...emptyEventForm(dayjs('2030-05-10 14:25:00')),
      title: 'Consulta',
      type: 'location' as const,
      link: 'https://meet.example.com/x',
      location: 'Sala 2',
      guests: [{ _id: 9, name: 'Paula', lastName: 'Oliveira', role: 'paciente' as const, status: 'awaiting' as const }],
    };
    const input = eventInputOf(form);
    expect(input).toMatchObject({ title: 'Consulta', type: 'location', link: null, location: 'Sala 2', guests: [9] });
    expect(input.start).toBe(dayjs('2030-05-10 15:00:00').toISOString());
  });

  it('shows the schema messages by field', () => {
    const form = { ...emptyEventForm(dayjs('2030-05-10 14:25:00')), title: ' ' };
    form.end = '2030-05-10 13:00:00';
    expect(validateEventForm(form)).toEqual({
      title: MSG.careEventTitleRequired,
      end: MSG.careEventEndBeforeStart,
    });
    expect(validateEventForm({ ...form, title: 'ok', end: null })).toEqual({ end: MSG.careEventDateInvalid });
  });

  it('keeps the length of the event when the start moves', () => {
    const values = { start: '2030-05-10 15:00:00', end: '2030-05-10 16:30:00' };
    expect(shiftedEnd(values, '2030-05-15 09:00:00')).toBe('2030-05-15 10:30:00');
    expect(shiftedEnd(values, null)).toBe(values.end);
    expect(shiftedEnd({ start: null, end: values.end }, '2030-05-15 09:00:00')).toBe(values.end);
  });

  it('edits an event without its organiser among the guests', () => {
    const event = {
      _id: 1,
      id: 1,
      title: 'T',
      description: null,
      start: '2030-05-10T15:00:00.000Z',
      end: '2030-05-10T16:00:00.000Z',
      type: 'remote',
      link: 'https://x.example.com',
      location: null,
      color: null,
      duration: null,
      hasImage: false,
      image: null,
      organiser: { _id: 1, name: 'M', lastName: 'S', role: 'medico' },
      guests: [
        { guest: { _id: 1, name: 'M', lastName: 'S', role: 'medico' }, status: 'accepted', owner: true },
        { guest: { _id: 2, name: 'P', lastName: 'O', role: 'paciente' }, status: 'rejected', owner: false },
      ],
      version: 1,
    } satisfies CareEvent;
    const form = eventFormOf(event);
    expect(form.guests).toEqual([{ _id: 2, name: 'P', lastName: 'O', role: 'paciente', status: 'rejected' }]);
    expect(form.color).toBe('#526FCE');
    expect(form.start).toBe(dayjs(event.start).format(PICKER_FORMAT));
    expect(eventInputOf(form).start).toBe(event.start);
  });
});
