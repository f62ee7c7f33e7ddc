import { MSG } from '@abasto/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSessionUser } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { windowOf } from '../../test/window-width.ts';
import { AppLayout } from './app-layout.tsx';

const analista = aSessionUser({ role: 'analista' });

afterEach(() => vi.restoreAllMocks());

// docs/product.md#layout: after a change of page the focus is on the page's heading.
describe('focus after a change of page', () => {
  it('stays where it is on the first load, then moves to the heading of the page the keyboard opened', async () => {
    windowOf(1400);
    const { user } = renderWithProviders(<AppLayout />, { session: analista, route: '/proveedores' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Proveedores' });
    expect(document.activeElement).not.toBe(heading);

    const link = screen.getByRole('link', { name: 'Dashboard' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Dashboard' })));
  });
});

// docs/product.md#layout: below 767 px the menu is an overlay, out of the Tab order while closed.
describe('the phone menu', () => {
  it('keeps its links out of reach while closed, and Escape closes it and gives the focus back to its button', async () => {
    windowOf(390);
    const { user } = renderWithProviders(<AppLayout />, { session: analista });
    const burger = await screen.findByRole('button', { name: MSG.openMenu });
    const navbar = document.getElementById(burger.getAttribute('aria-controls') ?? '')!;
    expect(navbar).toBeTruthy();
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(navbar.hasAttribute('inert')).toBe(true);

    burger.focus();
    await user.keyboard('{Enter}');
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(navbar.hasAttribute('inert')).toBe(false);

    await user.keyboard('{Escape}');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(navbar.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(burger);
  });

  it('is never inert on a wide window', async () => {
    windowOf(1400);
    renderWithProviders(<AppLayout />, { session: analista });
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(document.getElementById('app-navbar')!.hasAttribute('inert')).toBe(false);
  });
});
