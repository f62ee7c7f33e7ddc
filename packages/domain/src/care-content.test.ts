import { describe, expect, it } from 'vitest';
import { CONTENT_THUMBNAIL_MAX_BYTES, ContentInputSchema, parseThumbnailDataUrl, sniffImageType } from './care-content.ts';
import { MSG } from './messages.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('sniffImageType', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)],
    ['image/webp', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)],
  ])('knows %s by its signature', (type, b) => {
    expect(sniffImageType(b)).toBe(type);
  });

  it('knows nothing else', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20))).toBeNull(); // AVI
  });
});

describe('parseThumbnailDataUrl', () => {
  it('splits an image data URL', () => {
    expect(parseThumbnailDataUrl('data:image/png;base64,iVBORw0K')).toEqual({ type: 'image/png', base64: 'iVBORw0K' });
  });

  it.each([
    ['data:image/svg+xml;base64,PHN2Zz4=', MSG.careContentImageInvalid],
    ['data:text/html;base64,PGI+', MSG.careContentImageInvalid],
    ['https://example.com/a.png', MSG.careContentImageInvalid],
    ['data:image/png;base64,', MSG.careContentImageInvalid],
    [`data:image/png;base64,${'A'.repeat(Math.ceil((CONTENT_THUMBNAIL_MAX_BYTES + 3) / 3) * 4)}`, MSG.careContentImageTooLarge],
  ])('refuses %s', (value, problem) => {
    expect(parseThumbnailDataUrl(value)).toEqual({ problem });
  });
});

describe('ContentInputSchema', () => {
  it('trims, turns empty optional texts into null and keeps an absent thumbnail absent', () => {
    const parsed = ContentInputSchema.parse({ title: '  Guia  ', type: 'Guia', description: '  ', content: '' });
    expect(parsed).toEqual({ title: 'Guia', type: 'Guia', description: null, content: null, thumbnail: undefined });
    expect(ContentInputSchema.parse({ title: 'x', type: 'y', thumbnail: null }).thumbnail).toBeNull();
  });

  it.each([
    [{ type: 'Guia' }, MSG.careContentTitleRequired],
    [{ title: 'x'.repeat(201), type: 'Guia' }, MSG.careContentTitleTooLong],
    [{ title: 'A' }, MSG.careContentTypeRequired],
    [{ title: 'A', type: 'Guia', thumbnail: 'data:image/bmp;base64,Qk0=' }, MSG.careContentImageInvalid],
  ])('refuses %j with its message', (input, message) => {
    const result = ContentInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
