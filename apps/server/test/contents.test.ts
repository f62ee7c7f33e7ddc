import { CONTENT_THUMBNAIL_MAX_BYTES } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { callAs, type Person } from './helpers/call-as.ts';
import { PNG_1X1, PNG_DATA_URL } from './helpers/care-records-factory.ts';
import { userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
let medico: Person;
let otherMedico: Person;
let fisio: Person;
let paciente: Person;
let admin: Person;
let gerente: Person;

beforeAll(async () => {
  abasto = await createTestAbasto();
  medico = await userWithToken(abasto.app, 'medico');
  otherMedico = await userWithToken(abasto.app, 'medico');
  fisio = await userWithToken(abasto.app, 'fisio');
  paciente = await userWithToken(abasto.app, 'paciente');
  admin = await userWithToken(abasto.app, 'admin');
  gerente = await userWithToken(abasto.app, 'gerente');
});
afterAll(() => abasto?.close());

const call = callAs(() => abasto);

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Exercícios após artroscopia',
  description: 'Série diária para as primeiras semanas',
  type: 'Exercício',
  content: '1. Elevação da perna estendida, 3 × 10.\n2. Flexão assistida.',
  thumbnail: PNG_DATA_URL,
  ...overrides,
});

describe('content library CRUD', () => {
  it('creates, reads, lists, updates and deletes a content', async () => {
    const created = await call('POST', '/api/contenido', medico, body());
    expect(created.statusCode).toBe(201);
    const content = created.json().data;
    expect(content).toMatchObject({
      title: 'Exercícios após artroscopia',
      type: 'Exercício',
      authorId: medico.user.id,
      content: expect.stringContaining('Elevação'),
    });
    expect(content.thumbnail).toMatch(new RegExp(`^/api/contenido/image/${content.id}\\?v=\\d+$`));

    const read = await call('GET', `/api/contenido/${content.id}`, paciente);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(content);

    const list = (await call('GET', '/api/contenido', paciente)).json().data;
    const card = list.find((c: { id: number }) => c.id === content.id);
    expect(card).toMatchObject({ title: content.title, thumbnail: content.thumbnail });
    expect(card).not.toHaveProperty('content');

    const updated = await call('PUT', `/api/contenido/${content.id}`, medico, body({ title: 'Novo título', thumbnail: undefined }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ title: 'Novo título', thumbnail: content.thumbnail });

    const removed = await call('PUT', `/api/contenido/${content.id}`, medico, body({ thumbnail: null }));
    expect(removed.json().data.thumbnail).toBeNull();
    expect((await call('GET', `/api/contenido/image/${content.id}`, medico)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/contenido/${content.id}`, medico)).json()).toEqual({ data: { _id: content.id, id: content.id } });
    const gone = await call('GET', `/api/contenido/${content.id}`, medico);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(MSG.careContentNotFound);
  });

  it('searches titles and descriptions without caring for case or accents, and filters by type', async () => {
    await call('POST', '/api/contenido', medico, body({ title: 'Alimentação na recuperação', type: 'Artigo' }));
    await call('POST', '/api/contenido', medico, body({ title: 'Vídeo de marcha', type: 'Vídeo' }));
    const found = (await call('GET', '/api/contenido?search=ALIMENTACAO', paciente)).json().data;
    expect(found.map((c: { title: string }) => c.title)).toEqual(['Alimentação na recuperação']);
    const videos = (await call('GET', `/api/contenido?type=${encodeURIComponent('Vídeo')}`, paciente)).json().data;
    expect(videos.every((c: { type: string }) => c.type === 'Vídeo')).toBe(true);
    expect(videos.length).toBeGreaterThan(0);
  });

  it('lets professionals and admin write, patients and staff outside the care area not', async () => {
    expect((await call('POST', '/api/contenido', fisio, body())).statusCode).toBe(201);
    expect((await call('POST', '/api/contenido', admin, body())).statusCode).toBe(201);
    expect((await call('POST', '/api/contenido', paciente, body())).statusCode).toBe(403);
    expect((await call('GET', '/api/contenido', gerente)).statusCode).toBe(403);
  });

  it('leaves changes to the author, a "Médico & ADMIN" or admin', async () => {
    const content = (await call('POST', '/api/contenido', medico, body())).json().data;
    const refused = await call('PUT', `/api/contenido/${content.id}`, otherMedico, body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MSG.careContentOnlyAuthor);
    expect((await call('DELETE', `/api/contenido/${content.id}`, otherMedico)).statusCode).toBe(403);
    const medicoAdmin = await userWithToken(abasto.app, 'medico-admin');
    expect((await call('PUT', `/api/contenido/${content.id}`, medicoAdmin, body({ title: 'Revisado' }))).statusCode).toBe(200);
    expect((await call('DELETE', `/api/contenido/${content.id}`, admin)).statusCode).toBe(200);
  });

  it('validates the shape with Portuguese messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, MSG.careContentTitleRequired],
      [{ title: 'x'.repeat(201) }, MSG.careContentTitleTooLong],
      [{ type: ' ' }, MSG.careContentTypeRequired],
      [{ type: 'Inventado' }, MSG.careContentTypeNotInList],
      [{ content: 'x'.repeat(20_001) }, MSG.careRecordTextTooLong],
      [{ thumbnail: 'https://example.com/a.png' }, MSG.careContentImageInvalid],
      [{ thumbnail: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, MSG.careContentImageInvalid],
    ];
    for (const [overrides, message] of cases) {
      const res = await call('POST', '/api/contenido', medico, body(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });
});

describe('GET /api/contenido/image/{id}', () => {
  it('serves the stored bytes with their image type', async () => {
    const content = (await call('POST', '/api/contenido', medico, body())).json().data;
    const res = await abasto.app.inject({ method: 'GET', url: content.thumbnail, headers: paciente.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('needs a care session', async () => {
    const content = (await call('POST', '/api/contenido', medico, body())).json().data;
    expect((await abasto.app.inject({ method: 'GET', url: content.thumbnail })).statusCode).toBe(401);
    expect((await call('GET', content.thumbnail, gerente)).statusCode).toBe(403);
  });

  it('accepts only images whose bytes are the type declared', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const disguised = await call('POST', '/api/contenido', medico, body({ thumbnail: `data:image/png;base64,${html}` }));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error).toBe(MSG.careContentImageInvalid);
    const jpegAsPng = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
    expect((await call('POST', '/api/contenido', medico, body({ thumbnail: `data:image/png;base64,${jpegAsPng}` }))).statusCode).toBe(400);
  });

  it('refuses a thumbnail over 2 MB with a clear message', async () => {
    const big = Buffer.alloc(CONTENT_THUMBNAIL_MAX_BYTES + 1);
    PNG_1X1.copy(big);
    const res = await call('POST', '/api/contenido', medico, body({ thumbnail: `data:image/png;base64,${big.toString('base64')}` }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.careContentImageTooLarge);
  });

  it('answers 404 for a content without an image', async () => {
    const content = (await call('POST', '/api/contenido', medico, body({ thumbnail: null }))).json().data;
    expect(content.thumbnail).toBeNull();
    const res = await call('GET', `/api/contenido/image/${content.id}`, medico);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MSG.careContentImageNotFound);
  });
});
