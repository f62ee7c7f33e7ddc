import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import SpecialtyWizardPage from './specialty-wizard-page.tsx';

async function toProcedureStep() {
  const view = renderWithProviders(<SpecialtyWizardPage />);
  const next = screen.getByRole('button', { name: 'Próximo' });
  expect(next).toHaveProperty('disabled', true);
  await view.user.click(screen.getByRole('radio', { name: /Coluna/ }));
  await view.user.click(next);
  await view.user.click(screen.getByRole('radio', { name: /Microdiscectomia lombar/ }));
  return { ...view, next, name: screen.getByRole('textbox', { name: 'Nome da jornada' }) };
}

describe('SpecialtyWizardPage', () => {
  it('fills the journey name from the procedure and says when it is erased', async () => {
    const { user, next, name } = await toProcedureStep();
    expect(name).toHaveProperty('value', 'Microdiscectomia lombar');
    await user.clear(name);
    expect(screen.getByText('Informe o nome da jornada.')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    await user.type(name, '   ');
    expect(screen.getByText('Informe o nome da jornada.')).toBeTruthy();
    await user.type(name, 'Coluna rápida');
    expect(screen.queryByText('Informe o nome da jornada.')).toBeNull();
    expect(next).toHaveProperty('disabled', false);
  });

  it('asks for at least one screen, then reviews and creates the journey', async () => {
    const { user, next, name } = await toProcedureStep();
    await user.clear(name);
    await user.type(name, 'Jornada da coluna');
    await user.click(next);
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes) await user.click(box);
    expect(screen.getByText('Escolha ao menos uma etapa.')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Retorno' }));
    expect(screen.queryByText('Escolha ao menos uma etapa.')).toBeNull();
    await user.click(next);
    const review = screen.getByTestId('wizard-review');
    expect(within(review).getByText(/Jornada da coluna/)).toBeTruthy();
    expect(review.textContent).toContain('Retorno');
    expect(review.textContent).not.toContain('TCLE');
    await user.click(screen.getByRole('button', { name: 'Criar jornada' }));
    expect(screen.getByTestId('wizard-done').textContent).toContain('Jornada da coluna');
    await user.click(screen.getByRole('button', { name: 'Montar outra' }));
    expect(screen.getByRole('button', { name: 'Próximo' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('radio', { name: /Coluna/, checked: true })).toBeNull();
  });
});
