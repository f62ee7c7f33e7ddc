import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { answerGet } from '../../../../test/server.ts';
import type { FormGuest } from './event-form-values.ts';
import { GuestPicker } from './guest-picker.tsx';

const person = (id: number, name: string, lastName: string) => ({ _id: id, id, name, lastName });

const disabled = (el: HTMLElement) => (el as HTMLButtonElement | HTMLInputElement).disabled;

function Harness() {
  const [guests, setGuests] = useState<FormGuest[]>([]);
  return <GuestPicker guests={guests} onChange={setGuests} selfId={1} />;
}

function renderPicker() {
  answerGet('/api/auth/medicos', { data: [person(1, 'Marcos', 'Souza'), person(3, 'Ana', 'Lima')] });
  answerGet('/api/auth/pacientes', { data: [person(2, 'Paula', 'Oliveira')] });
  return renderWithProviders(<Harness />);
}

describe('guest picker', () => {
  it('invites only after a pick, moves the person to the table and back on removal', async () => {
    const { user } = renderPicker();
    const invite = screen.getByRole('button', { name: 'Convidar' });
    expect(disabled(invite)).toBe(true);

    const select = screen.getByRole('combobox', { name: 'Médicos e pacientes' });
    await waitFor(() => expect(disabled(select)).toBe(false));
    await user.click(select);
    // The organiser (id 1) is never offered.
    expect(screen.queryByRole('option', { name: 'Marcos Souza' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Paula Oliveira' }));
    expect(disabled(invite)).toBe(false);
    await user.click(invite);

    const table = screen.getByRole('table');
    expect(within(table).getByText('Paula Oliveira')).toBeTruthy();
    expect(within(table).getByText('Paciente')).toBeTruthy();
    expect(within(table).getByText('Aguardando confirmação')).toBeTruthy();
    expect(disabled(invite)).toBe(true);

    await user.click(select);
    expect(screen.queryByRole('option', { name: 'Paula Oliveira' })).toBeNull();
    expect(await screen.findByRole('option', { name: 'Ana Lima' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remover Paula Oliveira' }));
    expect(within(table).queryByText('Paula Oliveira')).toBeNull();
    await user.click(select);
    expect(await screen.findByRole('option', { name: 'Paula Oliveira' })).toBeTruthy();
  });
});
