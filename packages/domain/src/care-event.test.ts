import { describe, expect, it } from 'vitest';
import {
  base64DecodedBytes,
  DEFAULT_EVENT_COLOR,
  EVENT_IMAGE_MAX_BYTES,
  EventInputSchema,
  eventColor,
  imageDataUrlProblem,
} from './care-event.ts';
import { MSG } from './messages.ts';

const valid = {
  title: 'Consulta de retorno',
  start: '2030-03-10T14:00:00.000Z',
  end: '2030-03-10T15:00:00.000Z',
  type: 'remote',
  link: 'https://meet.example.com/abc',
  guests: [3, 4],
};

function firstMessage(input: unknown): string | undefined {
  const result = EventInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngOf = (bytes: number) => {
  const data = Buffer.alloc(bytes, 7);
  data.set(PNG_SIGNATURE);
  return `data:image/png;base64,${data.toString('base64')}`;
};

describe('EventInputSchema', () => {
  it('accepts a complete event and keeps only the field of its type', () => {
    const parsed = EventInputSchema.parse({ ...valid, location: 'Sala 3', guests: [3, 3, 4] });
    expect(parsed.link).toBe(valid.link);
    expect(parsed.location).toBeNull();
    expect(parsed.guests).toEqual([3, 4]);
    expect(parsed.color).toBeNull();
    expect(parsed.description).toBeNull();

    const inPerson = EventInputSchema.parse({ ...valid, type: 'location', location: ' Sala 3 ' });
    expect(inPerson.link).toBeNull();
    expect(inPerson.location).toBe('Sala 3');
  });

  it('turns empty optional texts into null', () => {
    const parsed = EventInputSchema.parse({ ...valid, description: '', duration: '  ', link: '', image: '' });
    expect(parsed).toMatchObject({ description: null, duration: null, link: null, image: null });
  });

  it.each([
    ['a missing title', { title: undefined }, MSG.careEventTitleRequired],
    ['a blank title', { title: '   ' }, MSG.careEventTitleRequired],
    ['a long title', { title: 'x'.repeat(201) }, MSG.careEventTitleTooLong],
    ['a start that is not a date', { start: 'amanhã' }, MSG.careEventDateInvalid],
    ['an end without offset', { end: '2030-03-10T15:00:00' }, MSG.careEventDateInvalid],
    ['an end before the start', { end: '2030-03-10T13:59:00.000Z' }, MSG.careEventEndBeforeStart],
    ['an unknown type', { type: 'phone' }, MSG.careEventTypeInvalid],
    ['a javascript link', { link: 'javascript:alert(1)' }, MSG.careEventLinkInvalid],
    ['a link that is no address', { link: 'meet' }, MSG.careEventLinkInvalid],
    ['a colour name', { color: 'red' }, MSG.careEventColorInvalid],
    ['a guest id that is text', { guests: ['3'] }, MSG.careEventGuestInvalid],
    ['too many guests', { guests: Array.from({ length: 101 }, (_, i) => i + 1) }, MSG.careEventTooManyGuests],
    ['an SVG image', { image: 'data:image/svg+xml;base64,PHN2Zz4=' }, MSG.careEventImageInvalid],
    ['text declared as a PNG', { image: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}` }, MSG.careEventImageInvalid],
    ['a JPEG declared as a PNG', { image: `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')}` }, MSG.careEventImageInvalid],
    ['a broken payload', { image: 'data:image/png;base64,A' }, MSG.careEventImageInvalid],
    ['an image that is no data URL', { image: 'https://example.com/a.png' }, MSG.careEventImageInvalid],
    ['an image over 1 MB', { image: pngOf(EVENT_IMAGE_MAX_BYTES + 1) }, MSG.careEventImageTooLarge],
  ])('refuses %s', (_name, override, message) => {
    expect(firstMessage({ ...valid, ...override })).toBe(message);
  });

  it('accepts an end equal to the start and an image of exactly 1 MB', () => {
    expect(firstMessage({ ...valid, end: valid.start, image: pngOf(EVENT_IMAGE_MAX_BYTES) })).toBeUndefined();
  });

  it('compares instants, not texts, across offsets', () => {
    // 11:30 at -03:00 is 14:30 UTC, after the 14:00 UTC start.
    expect(firstMessage({ ...valid, end: '2030-03-10T11:30:00-03:00' })).toBeUndefined();
  });
});

describe('images and colours', () => {
  it('measures decoded bytes of base64', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000]) {
      expect(base64DecodedBytes(Buffer.alloc(n).toString('base64'))).toBe(n);
    }
  });

  it('accepts png, jpeg, gif and webp only, each by its content', () => {
    const b64 = (bytes: number[] | string) => Buffer.from(bytes as never).toString('base64');
    expect(imageDataUrlProblem(`data:image/jpeg;base64,${b64([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70])}`)).toBeNull();
    expect(imageDataUrlProblem(`data:image/webp;base64,${b64('RIFF\0\0\0\0WEBPVP8 ')}`)).toBeNull();
    expect(imageDataUrlProblem(`data:image/gif;base64,${b64('GIF89a\x01\0')}`)).toBeNull();
    expect(imageDataUrlProblem('data:image/jpeg;base64,AAAA')).toBe(MSG.careEventImageInvalid);
    expect(imageDataUrlProblem('data:text/html;base64,AAAA')).toBe(MSG.careEventImageInvalid);
  });

  it('paints events without colour in the default colour', () => {
    expect(eventColor({ color: null })).toBe(DEFAULT_EVENT_COLOR);
    expect(eventColor({ color: '#112233' })).toBe('#112233');
  });
});
