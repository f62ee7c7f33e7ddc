import { MSG } from '@abasto/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser, aUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet, http, HttpResponse, server } from '../../../test/server.ts';
import { OwnTelephoneCard } from './own-telephone-card.tsx';

// docs/product.md#own-supplier-page: the proveedor's own login telephone.
const proveedor = aSessionUser({ role: 'proveedor' });

function renderCard(stored: string | null, answer: (body: { telephone: string }) => Response) {
  answerGet('/api/auth/user/', aUser({ role: 'proveedor', telephone: stored }));
  const sent: unknown[] = [];
  server.use(
    http.put('/api/auth/perfil-proveedor/celular', async ({ request }) => {
      const body = (await request.json()) as { telephone: string };
      sent.push(body);
      return answer(body);
    }),
  );
  return { ...renderWithProviders(<OwnTelephoneCard />, { session: proveedor }), sent };
}

describe('OwnTelephoneCard', () => {
  it('shows the stored number and saves the one typed', async () => {
    const { user, sent } = renderCard('595981555123', () => HttpResponse.json({ telephone: '595971222333' }));
    const field = await screen.findByRole('textbox', { name: MSG.userFieldTelephone });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('595981555123'));
    await user.clear(field);
    await user.type(field, '+595 971 222-333');
    await user.click(screen.getByRole('button', { name: MSG.ownTelephoneSave }));
    expect(await screen.findByText(MSG.ownTelephoneSaved)).toBeTruthy();
    expect(sent).toEqual([{ telephone: '+595 971 222-333' }]);
  });

  it('says what is wrong with letters before sending, and shows a taken number on the field', async () => {
    const { user, sent } = renderCard(null, () =>
      HttpResponse.json(
        { error: MSG.loginTelephoneTaken, message: MSG.loginTelephoneTaken, statusCode: 409, code: 'CONFLICT', details: [{ path: 'telephone', message: MSG.loginTelephoneTaken }] },
        { status: 409 },
      ),
    );
    const field = await screen.findByRole('textbox', { name: MSG.userFieldTelephone });
    await waitFor(() => expect(field).toHaveProperty('disabled', false));
    await user.type(field, '0981-abc');
    await user.click(screen.getByRole('button', { name: MSG.ownTelephoneSave }));
    expect(await screen.findByText(MSG.loginTelephoneInvalid)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '0981 123 456');
    await user.click(screen.getByRole('button', { name: MSG.ownTelephoneSave }));
    expect(await screen.findByText(MSG.loginTelephoneTaken)).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
