import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormGuest } from './event-form-values.ts';
import { GuestPicker } from './guest-picker.tsx';

const PEOPLE: Record<string, unknown> = {
  '/api/auth/medicos': {
    data: [
      { _id: 1, id: 1, name: 'Marcos', lastName: 'Souza' },
      { _id: 3, id: 3, name: 'Ana', lastName: 'Lima' },
    ],
  },
  '/api/auth/pacientes': { data: [{ _id: 2, id: 2, name: 'Paula', lastName: 'Oliveira' }] },
};

afterEach(() => vi.unstubAllGlobals());

const disabled = (el: HTMLElement) => (el as HTMLButtonElement | HTMLInputElement).disabled;

function Harness() {
  const [guests, setGuests] = useState<FormGuest[]>([]);
  return <GuestPicker guests={guests} onChange={setGuests} selfId={1} />;
}

function renderPicker() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) =>
        new Response(JSON.stringify(PEOPLE[url]), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('guest picker', () => {
  it('invites only after a pick, moves the person to the table and back on removal', async () => {
    const user = userEvent.setup();
    renderPicker();
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
