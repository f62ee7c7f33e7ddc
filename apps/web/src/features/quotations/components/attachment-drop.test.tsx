import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AttachmentDrop, type DraftFile } from './attachment-drop.tsx';

function Holder({ initial }: { initial: DraftFile[] }) {
  const [files, setFiles] = useState(initial);
  return <AttachmentDrop files={files} onChange={setFiles} />;
}

describe('attachments of a draft', () => {
  it('a file with the name of one already there replaces it and says so, also one kept from the original', async () => {
    const kept: DraftFile = { filename: 'factura.pdf', file: '', size: 2048, kept: true };
    const { user, container } = renderWithProviders(<Holder initial={[kept]} />);
    expect(screen.getByText('del pedido original')).toBeTruthy();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4 nueva'], 'factura.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('file-replaced')).textContent).toBe('Se reemplazó factura.pdf');
    expect(screen.getAllByTestId('attached-file')).toHaveLength(1);
    expect(screen.queryByText('del pedido original')).toBeNull();
    await user.upload(input, new File(['%PDF-1.4 otra'], 'pliego.pdf', { type: 'application/pdf' }));
    // The file is read before it is listed: wait for the second entry, not the first that is already there.
    await waitFor(() => expect(screen.getAllByTestId('attached-file')).toHaveLength(2));
    expect(screen.queryByTestId('file-replaced')).toBeNull();
  });
});
