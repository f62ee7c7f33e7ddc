import { REGISTRATION_HONEYPOT_FIELD } from '@abasto/domain/supplier-registration';

/**
 * The trap for bots: off screen, out of the tab order, hidden from assistive technology and from
 * autofill. A person never fills it; a script that fills every input does.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Fax
        <input
          type="text"
          name={REGISTRATION_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </label>
    </div>
  );
}
