import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import TemplateTreePage from './template-tree-page.tsx';

async function openNewRoot() {
  const view = renderWithProviders(<TemplateTreePage />);
  await view.user.click(screen.getByRole('button', { name: 'Nova especialidade' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo item: Especialidade' });
  return { ...view, dialog, name: within(dialog).getByRole('textbox', { name: 'Nome' }), add: within(dialog).getByRole('button', { name: 'Adicionar' }) };
}

describe('TemplateTreePage, the "Novo item" dialog', () => {
  it('says under the field that a blank name is missing, and does not add it', async () => {
    const { user, dialog, name, add } = await openNewRoot();
    expect(add).toHaveProperty('disabled', true);
    await user.type(name, '   ');
    expect(within(dialog).getByText('Informe o nome do item.')).toBeTruthy();
    expect(add).toHaveProperty('disabled', true);
  });

  it('adds the trimmed name as a new root and closes', async () => {
    const { user, dialog, name, add } = await openNewRoot();
    await user.type(name, 'x');
    await user.clear(name);
    expect(within(dialog).getByText('Informe o nome do item.')).toBeTruthy();
    await user.type(name, '  Cardiologia  ');
    expect(within(dialog).queryByText('Informe o nome do item.')).toBeNull();
    await user.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByTestId('template-tree')).getByText('Cardiologia')).toBeTruthy();
  });

  it('adds on Enter and opens the next dialog empty', async () => {
    const { user, name } = await openNewRoot();
    await user.type(name, 'Neurologia{Enter}');
    expect(within(screen.getByTestId('template-tree')).getByText('Neurologia')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nova especialidade' }));
    const again = await screen.findByRole('dialog', { name: 'Novo item: Especialidade' });
    expect(within(again).getByRole('textbox', { name: 'Nome' })).toHaveProperty('value', '');
    expect(within(again).queryByText('Informe o nome do item.')).toBeNull();
  });
});
