import type { ContentSummary } from '@abasto/domain/care-content';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentCard } from './content-card.tsx';
import { ContentPickerModal } from './content-picker-modal.tsx';

const content = (id: number, title: string): ContentSummary => ({
  _id: id,
  id,
  title,
  description: `Sobre ${title}`,
  type: 'Guia',
  thumbnail: null,
  authorId: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const LIBRARY = [content(1, 'Muletas'), content(2, 'Trombose'), content(3, 'Alimentação')];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: React.ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: LIBRARY }), { headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={ui} />
            <Route path="/ver-conteudo/:id/editar-conteudo" element={<p>página do conteúdo</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ContentCard', () => {
  it('opens the content\'s edit page when no selection handler is given', async () => {
    renderWith(<ContentCard content={LIBRARY[0]!} />);
    await userEvent.click(screen.getByRole('link', { name: 'Abrir conteúdo: Muletas' }));
    expect(screen.getByText('página do conteúdo')).toBeTruthy();
  });

  it('calls the selection handler instead when one is given', async () => {
    const onSelect = vi.fn();
    renderWith(<ContentCard content={LIBRARY[0]!} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar conteúdo: Muletas' }));
    expect(onSelect).toHaveBeenCalledWith(LIBRARY[0]);
    expect(screen.queryByText('página do conteúdo')).toBeNull();
  });
});

describe('ContentPickerModal', () => {
  it('toggles cards by click and returns the chosen ones in the order picked', async () => {
    const onConfirm = vi.fn();
    renderWith(<ContentPickerModal opened onClose={() => {}} onConfirm={onConfirm} initialSelected={[LIBRARY[2]!]} />);
    const card = (title: string) => screen.getByRole('button', { name: `Selecionar conteúdo: ${title}` });
    await screen.findByRole('button', { name: 'Selecionar conteúdo: Trombose' }, { timeout: 10_000 });
    expect(card('Alimentação').getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(card('Trombose'));
    await userEvent.click(card('Muletas'));
    await userEvent.click(card('Alimentação'));
    expect(card('Trombose').getAttribute('aria-pressed')).toBe('true');
    expect(card('Alimentação').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('content-picker-count').textContent).toBe('2 selecionado(s)');

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onConfirm).toHaveBeenCalledWith([LIBRARY[1], LIBRARY[0]]);
  });
});
