import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ComposeBox } from './compose-box.tsx';

function setup(onSend: (texto: string) => Promise<unknown>) {
  const { user } = renderWithProviders(<ComposeBox onSend={onSend} sending={false} />);
  return { user, box: screen.getByRole('textbox', { name: 'Mensagem' }) };
}

describe('ComposeBox', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const { user, box } = setup(onSend);
    await user.type(box, '  Bom dia  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Bom dia');
    await waitFor(() => expect(box).toHaveProperty('value', ''));
  });

  it('breaks the line on Shift+Enter without sending', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const { user, box } = setup(onSend);
    await user.type(box, 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveProperty('value', 'linha 1\nlinha 2');
  });

  it('keeps the draft when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('refused'));
    const { user, box } = setup(onSend);
    await user.type(box, 'Não perca isto{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(box).toHaveProperty('value', 'Não perca isto');
  });

  it('does not send blank text, nor text over 2000 characters, and says why', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const { user, box } = setup(onSend);
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    // One change event: typing 2001 characters one by one is not what is tested.
    fireEvent.change(box, { target: { value: 'a'.repeat(2000) } });
    expect(screen.queryByText('A mensagem pode ter no máximo 2000 caracteres.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', false);
    fireEvent.change(box, { target: { value: 'a'.repeat(2001) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('A mensagem pode ter no máximo 2000 caracteres.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
  });
});
