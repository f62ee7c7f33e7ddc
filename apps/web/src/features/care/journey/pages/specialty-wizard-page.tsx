import { JOURNEY_NAME_MAX, JOURNEY_WIZARD_STEPS, type JourneyWizardInput, JourneyWizardSchema } from '@abasto/domain/journey-wizard';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { JOURNEY_SCREENS } from '../journey-screens.ts';
import { SPECIALTIES } from '../specialties.ts';
import { DemoPageHeader } from '../../shared/demo-page-header.tsx';
import { useMedia } from '../../../../lib/use-media.ts';

const LAST_STEP = 3;
const STEP_LABELS = [MSG.wizardStepSpecialty, MSG.wizardStepProcedure, MSG.wizardStepScreens, MSG.wizardStepReview];
const wizardChecks = schemaResolver(JourneyWizardSchema, { sync: true });

/** The form's values: nothing chosen yet is null, as the radio groups hold it. */
interface WizardValues extends Omit<JourneyWizardInput, 'specialty' | 'procedure'> {
  specialty: string | null;
  procedure: string | null;
}

const initialValues = (): WizardValues => ({ specialty: null, procedure: null, name: '', screens: JOURNEY_SCREENS.map((s) => s.slug) });

/** Whether the fields of `step` pass the domain's checks (the step's "Próximo" waits for that). */
function stepIsValid(values: WizardValues, step: number): boolean {
  const errors = wizardChecks(values);
  return (JOURNEY_WIZARD_STEPS[step] ?? []).every((field) => !errors[field]);
}

/** The specialty wizard (static demo): specialty, procedure, the journey's screens, review. Nothing leaves the page. */
export default function SpecialtyWizardPage() {
  const phone = useMedia('(max-width: 766.98px)');
  const [step, setStep] = useState(0);
  // The wizard's fields, checked by the domain's schema live, each message under its field.
  const form = useForm<WizardValues>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: wizardChecks,
    validateInputOnChange: true,
  });
  const { specialty, procedure, name, screens } = form.getValues();

  const chosen = SPECIALTIES.find((s) => s.value === specialty);
  const proc = chosen?.procedures.find((p) => p.value === procedure);
  const canGo = stepIsValid(form.getValues(), step);
  const done = step > LAST_STEP;

  const next = () => {
    const fields = JOURNEY_WIZARD_STEPS[step] ?? [];
    if (fields.some((field) => form.validateField(field).hasError)) return;
    setStep((s) => s + 1);
  };

  const reset = () => {
    setStep(0);
    form.setInitialValues(initialValues());
    form.reset();
  };

  return (
    <Stack gap="md">
      <DemoPageHeader title={MSG.wizardTitle} description={MSG.wizardSubtitle} />
      <Paper withBorder radius="md" p="md">
        {phone && !done && (
          <Text size="sm" fw={600} mb="xs">
            {MSG.journeyStep(step + 1, LAST_STEP + 1)}: {STEP_LABELS[step]}
          </Text>
        )}
        <Stepper active={step} onStepClick={(i) => i < step && setStep(i)} size="sm">
          <Stepper.Step label={phone ? undefined : MSG.wizardStepSpecialty}>
            <Radio.Group
              {...form.getInputProps('specialty')}
              onChange={(v) => {
                form.setFieldValue('specialty', v);
                form.setFieldValue('procedure', null);
              }}
              label={MSG.wizardPickSpecialty}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
                {SPECIALTIES.map((s) => (
                  <Radio.Card key={s.value} value={s.value} p="md" radius="md" data-testid="wizard-specialty">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600}>{s.label}</Text>
                        <Text size="sm" c="dimmed">
                          {s.description}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          </Stepper.Step>
          <Stepper.Step label={phone ? undefined : MSG.wizardStepProcedure}>
            <Stack gap="sm">
              <Radio.Group
                {...form.getInputProps('procedure')}
                onChange={(v) => {
                  form.setFieldValue('procedure', v);
                  const p = chosen?.procedures.find((x) => x.value === v);
                  if (p) form.setFieldValue('name', p.label);
                }}
                label={MSG.wizardPickProcedure}
              >
                <Stack gap="xs" mt="sm">
                  {(chosen?.procedures ?? []).map((p) => (
                    <Radio key={p.value} value={p.value} label={`${p.label} — ${MSG.wizardDays(p.days)}`} />
                  ))}
                </Stack>
              </Radio.Group>
              <TextInput label={MSG.wizardJourneyName} {...form.getInputProps('name')} maxLength={JOURNEY_NAME_MAX} required />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={phone ? undefined : MSG.wizardStepScreens}>
            <Checkbox.Group {...form.getInputProps('screens')} label={MSG.wizardPickScreens}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="xs">
                {JOURNEY_SCREENS.map((s) => (
                  <Checkbox key={s.slug} value={s.slug} label={s.title} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Stepper.Step>
          <Stepper.Step label={phone ? undefined : MSG.wizardStepReview}>
            <Stack gap={6} data-testid="wizard-review">
              <Text size="sm">
                <b>{MSG.wizardStepSpecialty}:</b> {chosen?.label}
              </Text>
              <Text size="sm">
                <b>{MSG.wizardStepProcedure}:</b> {proc?.label} ({proc ? MSG.wizardDays(proc.days) : ''})
              </Text>
              <Text size="sm">
                <b>{MSG.wizardJourneyName}:</b> {name}
              </Text>
              <Text size="sm">
                <b>{MSG.wizardStepScreens}:</b>{' '}
                {JOURNEY_SCREENS.filter((s) => screens.includes(s.slug))
                  .map((s) => s.title)
                  .join(', ')}
              </Text>
            </Stack>
          </Stepper.Step>
          <Stepper.Completed>
            <Alert color="green" icon={<IconCircleCheck size={18} />} title={MSG.wizardDoneTitle} data-testid="wizard-done">
              {MSG.wizardDoneText(name)}
            </Alert>
            <Group mt="md">
              <Button component={Link} to={ROUTES.journey()}>
                {MSG.wizardSeeJourney}
              </Button>
              <Button variant="default" onClick={reset}>
                {MSG.wizardAgain}
              </Button>
            </Group>
          </Stepper.Completed>
        </Stepper>
        {!done && (
          <Group justify="space-between" mt="xl">
            <Button variant="default" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
              {MSG.carePrevious}
            </Button>
            <Button onClick={next} disabled={!canGo}>
              {step === LAST_STEP ? MSG.wizardFinish : MSG.careNext}
            </Button>
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
