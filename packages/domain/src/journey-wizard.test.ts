import { describe, expect, it } from 'vitest';
import { JourneyWizardSchema } from './journey-wizard.ts';

describe('JourneyWizardSchema', () => {
  it('gives one message per missing field', () => {
    const result = JourneyWizardSchema.safeParse({ specialty: null, procedure: null, name: '  ', screens: [] });
    const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      specialty: 'Escolha a especialidade.',
      procedure: 'Escolha o procedimento.',
      name: 'Informe o nome da jornada.',
      screens: 'Escolha ao menos uma etapa.',
    });
  });

  it('takes a complete wizard with the name trimmed', () => {
    expect(JourneyWizardSchema.parse({ specialty: 'coluna', procedure: 'micro', name: ' Coluna ', screens: ['tcle'] }).name).toBe('Coluna');
  });
});
