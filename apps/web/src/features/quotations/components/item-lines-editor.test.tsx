import { MSG } from '@abasto/domain/messages';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { readHour, wallTimeToIso } from '../../../lib/deadline.ts';
import { ItemLinesEditor } from './item-lines-editor.tsx';
import { type DraftLine, newLine, parsePastedRows, readLines } from './item-lines.ts';
import { emptySourcingDraft, sourcingPayload } from './sourcing-draft.ts';

afterEach(cleanup);

let latest: DraftLine[] = [];
function Harness({ start }: { start: DraftLine[] }) {
  const [lines, setLines] = useState(start);
  const change = (next: DraftLine[]) => {
    latest = next;
    setLines(next);
  };
  return <ItemLinesEditor value={lines} onChange={change} />;
}
const renderEditor = (start: DraftLine[] = [newLine()]) => {
  latest = start;
  return render(
    <MantineProvider env="test">
      <Harness start={start} />
    </MantineProvider>,
  );
};

const SHEET = 'Descripción\tCantidad\tUnidad\nCemento portland\t100\tBolsas\nVarilla 10 mm\t2,5\tTn\nArena lavada\t1.250\tm3\n';

describe('ItemLinesEditor', () => {
  it('takes rows pasted from a spreadsheet into a description cell, header left out, units read', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByLabelText(MSG.sourcingDescriptionOf(1)));
    await user.paste(SHEET);
    expect(screen.getAllByTestId('item-line')).toHaveLength(3);
    expect(latest.map((l) => [l.descripcion, l.cantidad, l.unidad])).toEqual([
      ['Cemento portland', '100', 'bolsa'],
      ['Varilla 10 mm', '2,5', 'tonelada'],
      ['Arena lavada', '1.250', 'm³'],
    ]);
    expect(screen.getByLabelText<HTMLInputElement>(MSG.sourcingDescriptionOf(3)).value).toBe('Arena lavada');
    const read = readLines(latest);
    expect(read.ok && read.items.map((i) => i.cantidad)).toEqual([100, 2.5, 1250]);
  });

  it('appends rows pasted into the paste box, adds and removes rows by button', async () => {
    const user = userEvent.setup();
    renderEditor([newLine({ descripcion: 'Pintura', cantidad: '4', unidad: 'litro' })]);
    await user.click(screen.getByLabelText(MSG.sourcingPasteLabel, { exact: false }));
    await user.paste('Rodillo\t2\tunidad\nPincel\t3\n');
    expect(latest.map((l) => l.descripcion)).toEqual(['Pintura', 'Rodillo', 'Pincel']);
    expect(latest[2]!.unidad).toBe('unidad');
    await user.click(screen.getByRole('button', { name: MSG.sourcingRemoveLine(2) }));
    expect(latest.map((l) => l.descripcion)).toEqual(['Pintura', 'Pincel']);
    await user.click(screen.getByRole('button', { name: MSG.sourcingAddLine }));
    expect(screen.getAllByTestId('item-line')).toHaveLength(3);
    // A free-text unit stays as typed.
    const unit = screen.getByRole('combobox', { name: MSG.sourcingUnitOf(3) });
    await user.clear(unit);
    await user.type(unit, 'pallet');
    expect(latest[2]!.unidad).toBe('pallet');
  });

  it('ordinary text pasted into a cell stays ordinary typing', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByLabelText(MSG.sourcingDescriptionOf(1)));
    await user.paste('Cemento');
    expect(latest).toHaveLength(1);
    expect(latest[0]!.descripcion).toBe('Cemento');
  });
});

describe('the draft as the create call takes it', () => {
  it('refuses a line without description, a bad quantity, a past deadline and a sealed request without deadline', () => {
    expect(parsePastedRows('\tx\n').skipped).toBe(1);
    expect(readLines([newLine({ cantidad: '3' })])).toEqual({ ok: false, message: MSG.sourcingLineDescriptionRequired(1) });
    expect(readLines([newLine({ descripcion: 'a', cantidad: '-3' })])).toEqual({ ok: false, message: MSG.sourcingLineQuantityInvalid(1) });
    const base = emptySourcingDraft('new', 'America/Asuncion');
    expect(sourcingPayload({ ...base, date: '2020-01-01', time: '10:00' })).toEqual({ ok: false, message: MSG.sourcingDeadlinePast });
    expect(sourcingPayload({ ...base, sobreCerrado: true })).toEqual({ ok: false, message: MSG.sourcingSealedNeedsDeadline });
    expect(sourcingPayload(base)).toEqual({ ok: true, payload: {} });
  });

  it('reads the deadline on the zone\'s wall clock', () => {
    expect(wallTimeToIso('2030-03-15', '18:00', 'America/Asuncion')).toBe('2030-03-15T21:00:00.000Z');
    expect(wallTimeToIso('2030-07-01', '09:30', 'UTC')).toBe('2030-07-01T09:30:00.000Z');
    const r = sourcingPayload({ ...emptySourcingDraft('new', 'UTC'), date: '2030-07-01', time: '09:30', sobreCerrado: true });
    expect(r).toEqual({ ok: true, payload: { fechaLimite: '2030-07-01T09:30:00.000Z', sobreCerrado: true, monedas: ['PYG', 'USD'] } });
  });

  it('reads an hour typed on the 24-hour clock, and refuses one that names no hour', () => {
    for (const [typed, hour] of [['18:00', '18:00'], ['1800', '18:00'], ['18.00', '18:00'], ['18h30', '18:30'], [' 6:30 ', '06:30'], ['630', '06:30'], ['18', '18:00'], ['0', '00:00'], ['23:59', '23:59']] as const) {
      expect(readHour(typed), typed).toBe(hour);
    }
    for (const typed of ['24:00', '18:60', '25', '18:', '6 PM', '06:00 PM', '½', '18:00:00', '', '１８:００']) expect(readHour(typed), typed).toBeNull();
    const base = { ...emptySourcingDraft('new', 'UTC'), date: '2030-07-01' };
    expect(sourcingPayload({ ...base, time: '1830' })).toEqual({ ok: true, payload: { fechaLimite: '2030-07-01T18:30:00.000Z', monedas: ['PYG', 'USD'] } });
    expect(sourcingPayload({ ...base, time: '25:00' })).toEqual({ ok: false, message: MSG.sourcingTimeInvalid });
    expect(sourcingPayload({ ...base, time: '' })).toEqual({ ok: true, payload: { fechaLimite: '2030-07-01T23:59:00.000Z', monedas: ['PYG', 'USD'] } });
  });
});
