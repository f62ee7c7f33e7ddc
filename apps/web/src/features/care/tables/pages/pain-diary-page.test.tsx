import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { http, HttpResponse, server } from '../../../../test/server.ts';
import PainDiaryPage from './pain-diary-page.tsx';

const record = (id: number, level: number, location: string, notes: string | null = null) => ({
  _id: id,
  id,
  patientId: 7,
  authorId: 7,
  level,
  location,
  recordedAt: '2026-05-18T21:00:00.000Z',
  notes,
  createdAt: '2026-05-18T21:00:00.000Z',
  updatedAt: '2026-05-18T21:00:00.000Z',
});

describe('PainDiaryPage (docs/product.md#demo-screens)', () => {
  it('shows a patient its own records from /api/dor, never the demo rows of other people', async () => {
    server.use(http.get('/api/dor', () => HttpResponse.json({ data: [record(1, 7, 'Joelho direito', 'Após a fisioterapia'), record(2, 3, 'Ombro')] })));
    renderWithProviders(<PainDiaryPage />, { session: aSessionUser({ role: 'paciente', id: 7 }) });
    expect(await screen.findByRole('heading', { name: 'Meu diário de dor' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Joelho direito')).toBeTruthy();
    expect(screen.getByText('Dor 7/10')).toBeTruthy();
    expect(screen.getByText('Após a fisioterapia')).toBeTruthy();
    expect(screen.getAllByTestId('pain-record')).toHaveLength(2);
    expect(screen.queryByText('Rafael Tavares')).toBeNull();
    expect(screen.queryByText('Demonstração')).toBeNull();
  });

  it('tells a patient without records that it has none', async () => {
    server.use(http.get('/api/dor', () => HttpResponse.json({ data: [] })));
    renderWithProviders(<PainDiaryPage />, { session: aSessionUser({ role: 'paciente' }) });
    expect(await screen.findByText('Você ainda não registrou nenhuma dor.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows staff the demonstration table', async () => {
    renderWithProviders(<PainDiaryPage />, { session: aSessionUser({ role: 'medico' }) });
    expect(await screen.findByText('Rafael Tavares', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Demonstração')).toBeTruthy();
  });
});
