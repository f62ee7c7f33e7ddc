import { MSG } from '@abasto/domain/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { answerGet } from '../../../../test/server.ts';
import { PrescriptionReadings } from './prescription-readings.tsx';

describe('PrescriptionReadings', () => {
  it('lists who read the prescription, with role and time', async () => {
    answerGet('/api/recetas/:id/leituras', {
      data: [{ readerId: 5, readerName: 'Carla Mendes', readerRole: 'medico', readAt: '2026-11-24T13:32:00.000Z' }],
    });
    renderWithProviders(<PrescriptionReadings id={7} />);
    expect(await screen.findByText(/^Carla Mendes \(medico\) · \d{2}\/\d{2}\/\d{4}/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: MSG.carePrescriptionReadings })).toBeTruthy();
  });

  it('says so when nobody else read it', async () => {
    answerGet('/api/recetas/:id/leituras', { data: [] });
    renderWithProviders(<PrescriptionReadings id={7} />);
    expect(await screen.findByText(MSG.carePrescriptionNoReadings)).toBeTruthy();
  });
});
