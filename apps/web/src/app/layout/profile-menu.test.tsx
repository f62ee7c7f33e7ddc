import { MSG } from '@abasto/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { http, HttpResponse, server } from '../../test/server.ts';
import { ProfileMenu } from './profile-menu.tsx';

const gerente = aSessionUser({ role: 'gerente' });

// docs/product.md#supplier-admission: the opt-in notice lives in the profile menu, which closes
// as soon as the item is chosen. The answer that comes after must still be told to the person.
describe('the opt-in notice of the profile menu', () => {
  it('says it was saved even when the answer comes after the menu has closed', async () => {
    let avisar = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/auth/solicitudes-alta/aviso', () => HttpResponse.json({ avisar })),
      http.put('/api/auth/solicitudes-alta/aviso', async ({ request }) => {
        const body = (await request.json()) as { avisar: boolean };
        bodies.push(body);
        await answered;
        avisar = body.avisar;
        return HttpResponse.json({ avisar });
      }),
    );
    const { user } = renderWithProviders(<ProfileMenu />, { session: gerente });
    await user.click(await screen.findByTestId('profile-menu'));
    const item = await screen.findByRole('menuitemcheckbox', { name: MSG.admissionNotifyLabel });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBeNull());
    expect(item.getAttribute('aria-checked')).toBe('false');
    await user.click(item);
    // The menu is gone before the server answers.
    await waitFor(() => expect(screen.queryByRole('menuitemcheckbox')).toBeNull());
    await waitFor(() => expect(bodies).toEqual([{ avisar: true }]));
    answer();
    expect(await screen.findByText(MSG.admissionNotifySaved(true))).toBeTruthy();

    await user.click(screen.getByTestId('profile-menu'));
    const again = await screen.findByRole('menuitemcheckbox', { name: MSG.admissionNotifyLabel });
    expect(again.getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the item unusable while a save started from an earlier opening is in flight', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const puts: unknown[] = [];
    server.use(
      http.get('/api/auth/solicitudes-alta/aviso', () => HttpResponse.json({ avisar: false })),
      http.put('/api/auth/solicitudes-alta/aviso', async ({ request }) => {
        puts.push(await request.json());
        await answered;
        return HttpResponse.json({ avisar: true });
      }),
    );
    const { user } = renderWithProviders(<ProfileMenu />, { session: gerente });
    await user.click(await screen.findByTestId('profile-menu'));
    const item = await screen.findByRole('menuitemcheckbox', { name: MSG.admissionNotifyLabel });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBeNull());
    await user.click(item);
    await waitFor(() => expect(screen.queryByRole('menuitemcheckbox')).toBeNull());

    // Opened again before the server has answered: the item is a new one, and still unusable.
    await user.click(screen.getByTestId('profile-menu'));
    const again = await screen.findByRole('menuitemcheckbox', { name: MSG.admissionNotifyLabel });
    expect(again.hasAttribute('disabled')).toBe(true);
    await user.click(again);
    answer();
    expect(await screen.findByText(MSG.admissionNotifySaved(true))).toBeTruthy();
    expect(puts).toEqual([{ avisar: true }]);
  });
});
