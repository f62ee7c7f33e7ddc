import { Button, Modal } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { AutoCloseDateTimePicker } from './auto-close-date-time-picker.tsx';

function FormInDialog() {
  const [value, setValue] = useState<string | null>('2026-03-10 09:00:00');
  return (
    <Modal opened onClose={() => {}} title="Novo evento">
      <AutoCloseDateTimePicker label="Início" value={value} onChange={setValue} />
      <Button>Salvar</Button>
    </Modal>
  );
}

// docs/product.md#calendar: picking a day closes the picker; the focus stays on the field, in the dialog.
describe('the event form date picker', () => {
  it('keeps the focus on the field, inside the dialog, after a day is picked by keyboard', async () => {
    const { user } = renderWithProviders(<FormInDialog />);
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('button', { name: 'Início' });
    field.focus();
    await user.keyboard('{Enter}');
    const day = await screen.findByRole('button', { name: '12 March 2026' });
    day.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Início' })));
    expect(within(dialog).getByRole('button', { name: 'Início' }).textContent).toContain('12/03/2026');
  });
});
