import { MSG } from '@abasto/domain/messages';
import { DateTimePicker } from '@mantine/dates';
import { useEffect, useRef, useState } from 'react';

interface Props {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  error?: string;
  'data-testid'?: string;
}

/**
 * A 24-hour date-and-time picker that closes as soon as a day is picked (docs/product.md#calendar). The
 * time field is in the same dropdown, so a time set first is kept; picking the day ends the choice.
 * Mantine keeps the dropdown state inside, so closing means mounting a fresh picker; the focus
 * goes to the fresh one, so it stays in the form's dialog (docs/product.md#layout).
 */
export function AutoCloseDateTimePicker({ label, value, onChange, error, ...rest }: Props) {
  const [generation, setGeneration] = useState(0);
  const field = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (generation > 0) field.current?.focus();
  }, [generation]);
  return (
    <DateTimePicker
      key={generation}
      ref={field}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      valueFormat="DD/MM/YYYY HH:mm"
      // The time is typed (hours, then minutes) in the dropdown; the labels name its two fields.
      timePickerProps={{
        format: '24h',
        hoursInputLabel: MSG.careEventFieldHours,
        minutesInputLabel: MSG.careEventFieldMinutes,
      }}
      getDayProps={() => ({ onClick: () => setTimeout(() => setGeneration((g) => g + 1)) })}
      // The dropdown takes the focus while open (it is outside the dialog's own focus trap).
      popoverProps={{ withinPortal: true, trapFocus: true, returnFocus: true }}
      data-testid={rest['data-testid']}
    />
  );
}
