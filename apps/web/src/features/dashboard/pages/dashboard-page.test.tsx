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

  it('draws the pie of segmentos with each slice titled, and the legend with the figures as Spanish writes them', async () => {
    answerGet('/api/dashboard', {
      suppliers: 50000,
      quotations: 8,
      documentosPorVencer: 0,
      segmentos: [
        { segmento: 'MATERIA PRIMA', total: 12500 },
        { segmento: 'SERVICIOS', total: 37500 },
        { segmento: 'CATÁLOGO DE PIEZAS', total: 0 },
      ],
      recent: [],
    });
    renderWithProviders(<DashboardPage />, { session: aSessionUser({ role: 'gerente' }) });
    const pie = await screen.findByRole('img', { name: 'Proveedores por segmento' });
    // An empty segmento has no slice; the others carry their share.
    expect([...pie.querySelectorAll('path > title')].map((t) => t.textContent)).toEqual([
      'MATERIA PRIMA: 12.500 (25%)',
      'SERVICIOS: 37.500 (75%)',
    ]);
    expect(screen.getByTestId('dashboard-suppliers').textContent).toBe('50.000');
    const legend = screen.getByTestId('segment-legend');
    expect(legend.textContent).toContain('MATERIA PRIMA12.50025%');
    expect(legend.textContent).toContain('CATÁLOGO DE PIEZAS00%');
  });
});
