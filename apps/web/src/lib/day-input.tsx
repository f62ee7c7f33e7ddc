import { MSG } from '@abasto/domain/messages';
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseTypedDay } from './typed-day.ts';

interface Props extends Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'defaultValue'> {
  /** A day (YYYY-MM-DD), null when empty, or the text as typed when it is not a day. */
  value: string | null;
  onChange(value: string | null): void;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A date input that reads what a person types as dd/mm/yyyy, or keeps the text when it is not a
 * day, so the domain's check for the field refuses it with its message. (Mantine's own parser reads
 * a typed text with `new Date`: month first, and a lone '1' is 01/01/2001.) The calendar is unchanged.
 */
export function DayInput({ value, onChange, onInput, ...props }: Props) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      placeholder={MSG.dayPlaceholder}
      {...props}
      value={isDay(value) ? value : null}
      dateParser={parseTypedDay}
      // What was typed stays on screen until it is fixed; it is never swapped for the last good day.
      fixOnBlur={false}
      onChange={(day) => onChange(day)}
      onInput={(event) => {
        onInput?.(event);
        const text = event.currentTarget.value;
        onChange(text.trim() === '' ? null : (parseTypedDay(text) ?? text));
      }}
    />
  );
}
