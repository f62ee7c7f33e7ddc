import { MESSAGE_MAX_LENGTH } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ComposeBox } from './compose-box.tsx';

afterEach(cleanup);

// jsdom has no font loading API; Mantine's autosize textarea listens to it.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
});

function setup(onSend: (texto: string) => Promise<unknown>) {
  render(
    <MantineProvider>
      <ComposeBox onSend={onSend} sending={false} />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: MSG.chatComposeLabel });
}

describe('ComposeBox', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const box = setup(onSend);
    await userEvent.type(box, '  Bom dia  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Bom dia');
    await waitFor(() => expect(box).toHaveProperty('value', ''));
  });

  it('breaks the line on Shift+Enter without sending', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const box = setup(onSend);
    await userEvent.type(box, 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveProperty('value', 'linha 1\nlinha 2');
  });

  it('keeps the draft when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('refused'));
    const box = setup(onSend);
    await userEvent.type(box, 'Não perca isto{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(box).toHaveProperty('value', 'Não perca isto');
  });

  it('does not send blank or over-long text', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const box = setup(onSend);
    await userEvent.type(box, '   {Enter}');
    fireEvent.change(box, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText(MSG.chatMessageTooLong)).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.chatSend })).toHaveProperty('disabled', true);
  });
});
