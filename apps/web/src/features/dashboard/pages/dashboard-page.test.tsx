import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet } from '../../../test/server.ts';
import DashboardPage from './dashboard-page.tsx';

describe('the dashboard', () => {
  it('shows the documents about to expire, linking to the supplier list filtered alike', async () => {
    answerGet('/api/dashboard', { suppliers: 120, quotations: 8, documentosPorVencer: 5, segmentos: [], recent: [] });
    const { user, router } = renderWithProviders(<DashboardPage />, {
      session: aSessionUser({ role: 'gerente' }),
      routes: [{ path: '/proveedores', element: <p>lista de proveedores</p> }],
    });
    expect((await screen.findByTestId('dashboard-documents-expiring')).textContent).toBe('5');
    expect(screen.getByText('Documentos por vencer')).toBeTruthy();
    await user.click(screen.getByTestId('dashboard-documents-expiring'));
    expect(await screen.findByText('lista de proveedores')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/proveedores');
    expect(new URLSearchParams(router.state.location.search).get('documentos')).toBe('Por vencer');
  });
});
