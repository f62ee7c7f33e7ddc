import type { HistoryEntry } from '@abasto/domain/history';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet } from '../../../test/server.ts';
import { WithHistoryTab } from './history-tabs.tsx';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  at: '2026-11-24T13:32:00.000Z',
  actor: { id: 7, name: 'Ana Pérez', email: 'ana@abasto.test' },
  tipo: 'proveedor',
  registroId: 12,
  accion: 'cambiar',
  origen: null,
  cambios: {},
  ...over,
});

// docs/product.md#history: the Historial tab, one block per save, one sentence per change.
describe('the Historial tab', () => {
  it('shows each change with the form\'s label, the import, the demo data and the system, newest first', async () => {
    const calls = answerGet('/api/historial', {
      total: 4,
      data: [
        entry({ id: 5, cambios: { ciudad: ['Luque', 'Asunción'], rubro: [['Cementos'], ['Cementos', 'Áridos']] } }),
        entry({ id: 4, origen: 'importacion:proveedores.xlsx', cambios: { razonSocial: ['Sur S.A.', 'Sur S.R.L.'] } }),
        entry({ id: 2, actor: null, origen: 'sistema', cambios: { ciudad: ['Luque', 'Limpio'] } }),
        entry({ id: 1, actor: null, origen: 'semilla', accion: 'crear', cambios: { ciudad: [null, 'Luque'] } }),
      ],
    });
    const { user } = renderWithProviders(
      <WithHistoryTab tipo="proveedor" id={12}>
        <p>Los datos</p>
      </WithHistoryTab>,
      { session: aSessionUser({ role: 'analista' }) },
    );
    expect(await screen.findByText('Los datos')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Historial' }));

    // The tab's code is fetched when it is opened.
    const list = await screen.findByRole('list', { name: 'Cambios registrados' }, { timeout: 10_000 });
    const blocks = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(blocks).toHaveLength(4);
    expect(blocks[0]!.textContent).toMatch(/^Ana Pérez cambió Ciudad de Luque a Asunción · \d\d\/\d\d\/2026 \d\d:\d\d/);
    expect(within(blocks[0]!).getByText(/Ana Pérez cambió Rubro de Cementos a Cementos, Áridos/)).toBeTruthy();
    expect(within(blocks[1]!).getByText('importó desde proveedores.xlsx')).toBeTruthy();
    expect(within(blocks[1]!).getByText(/cambió Razón Social \/ Nombre de Sur S\.A\. a Sur S\.R\.L\./)).toBeTruthy();
    expect(within(blocks[2]!).getByText(/^Sistema cambió Ciudad de Luque a Limpio/)).toBeTruthy();
    expect(within(blocks[3]!).getByText(/^Carga de demostración creó el registro/)).toBeTruthy();
    expect(new URL(calls[0]!.url).search).toBe('?tipo=proveedor&id=12&page=1');
  });

  it('names the person who activated their own account, and the moment as a date', async () => {
    answerGet('/api/historial', {
      total: 1,
      data: [
        entry({
          tipo: 'usuario',
          actor: { id: 12, name: 'Inés Villalba', email: 'ines@abasto.test' },
          cambios: { registeredAt: [null, '2026-11-24T13:32:00.123456+00:00'] },
        }),
      ],
    });
    const { user } = renderWithProviders(
      <WithHistoryTab tipo="usuario" id={12}>
        <p>Los datos</p>
      </WithHistoryTab>,
      { session: aSessionUser({ role: 'admin' }) },
    );
    await user.click(await screen.findByRole('tab', { name: 'Historial' }));
    const activated = /^Inés Villalba cambió Cuenta activada de \(vacío\) a \d\d\/\d\d\/2026 \d\d:\d\d/;
    expect(await screen.findByText(activated, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
