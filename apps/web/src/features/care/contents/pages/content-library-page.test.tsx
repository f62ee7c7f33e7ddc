import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aContent, aSessionUser } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { http, HttpResponse, server } from '../../../../test/server.ts';
import ContentLibraryPage from './content-library-page.tsx';

const LIBRARY = [aContent({ title: 'Muletas' }), aContent({ title: 'Trombose' })];

describe('ContentLibraryPage', () => {
  it('says that no content matches a search that finds nothing, not that the library is empty', async () => {
    server.use(
      http.get('/api/contenido', ({ request }) => {
        const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
        return HttpResponse.json({ data: LIBRARY.filter((c) => c.title.toLowerCase().includes(search)) });
      }),
    );
    const { user } = renderWithProviders(<ContentLibraryPage />, { session: aSessionUser({ role: 'paciente' }) });
    expect(await screen.findByText('Muletas', {}, { timeout: 10_000 })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Buscar/ }), 'xyz');
    expect(await screen.findByText('Nenhum conteúdo corresponde à busca.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('Nenhum conteúdo na biblioteca.')).toBeNull();
  });

  it('says the library is empty when it is, without a search', async () => {
    server.use(http.get('/api/contenido', () => HttpResponse.json({ data: [] })));
    renderWithProviders(<ContentLibraryPage />, { session: aSessionUser({ role: 'medico' }) });
    expect(await screen.findByText('Nenhum conteúdo na biblioteca.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
