import { z } from 'zod';
import { MSG } from './messages.ts';

/** Longest journey name the specialty wizard takes, in characters. */
export const JOURNEY_NAME_MAX = 120;

export const JourneyNameSchema = z
  .string({ error: MSG.wizardJourneyNameRequired })
  .trim()
  .min(1, { error: MSG.wizardJourneyNameRequired })
  .max(JOURNEY_NAME_MAX, { error: MSG.wizardJourneyNameTooLong(JOURNEY_NAME_MAX) });

/**
 * What the specialty wizard gathers (docs/product.md#demo-screens): a specialty, one of its
 * procedures, the journey's name and at least one of its screens. Each step of the wizard checks
 * its own fields (`JOURNEY_WIZARD_STEPS`) before the next one opens.
 */
export const JourneyWizardSchema = z.object({
  specialty: z.string({ error: MSG.wizardSpecialtyRequired }).min(1, { error: MSG.wizardSpecialtyRequired }),
  procedure: z.string({ error: MSG.wizardProcedureRequired }).min(1, { error: MSG.wizardProcedureRequired }),
  name: JourneyNameSchema,
  screens: z.array(z.string()).min(1, { error: MSG.wizardScreensRequired }),
});
export type JourneyWizardInput = z.infer<typeof JourneyWizardSchema>;

/** The fields each step of the wizard fills, in order; the last step (review) fills none. */
export const JOURNEY_WIZARD_STEPS: readonly (readonly (keyof JourneyWizardInput)[])[] = [
  ['specialty'],
  ['procedure', 'name'],
  ['screens'],
  [],
];
