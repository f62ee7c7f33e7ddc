import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayInput } from './day-input.tsx';

afterEach(cleanup);

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <MantineProvider env="test">
      <DayInput label="Inicio" value={value} onChange={setValue} clearable />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </MantineProvider>
  );
}

const held = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as string | null;

describe('DayInput', () => {
  it.each([
    ['15/03/1998', '1998-03-15'],
    ['01/02/2003', '2003-02-01'],
    ['15/03/1850', '1850-03-15'],
  ])('typing %j holds %j (day first, no guess on the way)', async (typed, day) => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Inicio'), typed);
    expect(held()).toBe(day);
    expect((screen.getByLabelText('Inicio') as HTMLInputElement).value).toBe(typed);
  });

  it('keeps a text that is not a day as typed, for the field check to refuse', async () => {
    render(<Harness initial="2001-05-04" />);
    const input = screen.getByLabelText('Inicio');
    expect((input as HTMLInputElement).value).toBe('04/05/2001');
    await userEvent.clear(input);
    await userEvent.type(input, '31/02/20');
    await userEvent.tab();
    expect(held()).toBe('31/02/20');
    expect((input as HTMLInputElement).value).toBe('31/02/20');
  });

  it('holds null once the text is erased', async () => {
    render(<Harness initial="2001-05-04" />);
    await userEvent.clear(screen.getByLabelText('Inicio'));
    expect(held()).toBeNull();
  });
});
