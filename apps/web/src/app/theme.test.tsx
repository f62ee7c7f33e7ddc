import { MantineProvider, Modal, Pagination, PinInput, Select, Switch, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { themeFor } from './theme.ts';

function withTheme(lang: 'es' | 'pt', ui: React.ReactNode) {
  return render(
    <MantineProvider env="test" theme={themeFor(lang)}>
      {ui}
    </MantineProvider>,
  );
}

describe('the theme names the shared controls in the area\'s language (docs/product.md#accessibility)', () => {
  it.each([
    ['es', 'Cerrar'],
    ['pt', 'Fechar'],
  ] as const)('in %s the ✕ of a dialog is named %s', (lang, name) => {
    withTheme(lang, <Modal opened onClose={() => undefined} title="Aviso">texto</Modal>);
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('the pager\'s arrows are named', () => {
    withTheme('es', <Pagination total={5} value={2} onChange={() => undefined} withEdges />);
    for (const name of ['Primera página', 'Página anterior', 'Página siguiente', 'Última página']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('each box of the code says which digit it is', () => {
    withTheme('pt', <PinInput length={4} />);
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Dígito 1 de 4',
      'Dígito 2 de 4',
      'Dígito 3 de 4',
      'Dígito 4 de 4',
    ]);
  });

  it('a read-only (disabled) field keeps its text readable', () => {
    withTheme('es', <TextInput label="Nombre" value="Ana" disabled readOnly />);
    const input = screen.getByLabelText('Nombre');
    expect(input.style.opacity).toBe('1');
    expect(input.style.color).toBe('var(--mantine-color-text)');
  });

  it('a read-only switch\'s label reads as plain text', () => {
    withTheme('es', <Switch label="Verificación en dos pasos" disabled />);
    const label = screen.getByText('Verificación en dos pasos');
    expect(label.style.color).toBe('var(--mantine-color-text)');
  });
});

describe('the theme draws what is seen (docs/benchmarks.md, "First load")', () => {
  it('a closed list keeps no options in the page; they appear when it opens', async () => {
    withTheme('es', <Select label="Ciudad" data={['Asunción', 'Luque', 'Encarnación']} />);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Ciudad'));
    expect(await screen.findByRole('option', { name: 'Luque' })).toBeTruthy();
  });
});
