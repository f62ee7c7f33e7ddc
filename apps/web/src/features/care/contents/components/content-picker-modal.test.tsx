import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aContent } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { http, HttpResponse, server } from '../../../../test/server.ts';
import { ContentCard } from './content-card.tsx';
import { ContentPickerModal } from './content-picker-modal.tsx';

const LIBRARY = [aContent({ title: 'Muletas' }), aContent({ title: 'Trombose' }), aContent({ title: 'Alimentação' })];
const [muletas, trombose, alimentacao] = LIBRARY as [typeof LIBRARY[0], typeof LIBRARY[0], typeof LIBRARY[0]];

/** The library, searched by title as the server does. */
function library() {
  server.use(
    http.get('/api/contenido', ({ request }) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      return HttpResponse.json({ data: LIBRARY.filter((c) => c.title.toLowerCase().includes(search)) });
    }),
  );
}

const editPage = { path: '/ver-conteudo/:id/editar-conteudo', element: <p>página do conteúdo</p> };

describe('ContentCard', () => {
  it('opens the content\'s edit page when no selection handler is given', async () => {
    const { user } = renderWithProviders(<ContentCard content={muletas} />, { routes: [editPage] });
    await user.click(screen.getByRole('link', { name: /^Abrir conteúdo: Muletas/ }));
    expect(await screen.findByText('página do conteúdo')).toBeTruthy();
  });

  it('calls the selection handler instead when one is given', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<ContentCard content={muletas} onSelect={onSelect} />, { routes: [editPage] });
    await user.click(screen.getByRole('button', { name: /^Selecionar conteúdo: Muletas/ }));
    expect(onSelect).toHaveBeenCalledWith(muletas);
    expect(screen.queryByText('página do conteúdo')).toBeNull();
  });
});

describe('ContentPickerModal', () => {
  const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^Selecionar conteúdo: ${title}`) });

  it('toggles cards by click and returns the chosen ones in the order picked', async () => {
    library();
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <ContentPickerModal opened onClose={() => {}} onConfirm={onConfirm} initialSelected={[alimentacao]} />,
    );
    await screen.findByRole('button', { name: /^Selecionar conteúdo: Trombose/ }, { timeout: 10_000 });
    expect(card('Alimentação').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 selecionado(s)')).toBeTruthy();

    await user.click(card('Trombose'));
    await user.click(card('Muletas'));
    await user.click(card('Alimentação'));
    expect(card('Trombose').getAttribute('aria-pressed')).toBe('true');
    expect(card('Alimentação').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('2 selecionado(s)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onConfirm).toHaveBeenCalledWith([trombose, muletas]);
  });

  it('searches the library and keeps the choice made before the search', async () => {
    library();
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<ContentPickerModal opened onClose={() => {}} onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: /^Selecionar conteúdo: Muletas/ }, { timeout: 10_000 }));
    await user.type(screen.getByRole('textbox', { name: /buscar/i }), 'trom');
    await screen.findByText('Trombose');
    await vi.waitFor(() => expect(screen.queryByText('Muletas')).toBeNull());
    await user.click(card('Trombose'));
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onConfirm).toHaveBeenCalledWith([muletas, trombose]);
  });
});
