import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { JOURNEY_SCREENS } from '../journey-screens.ts';
import { SPECIALTIES } from '../specialties.ts';
import { DemoPageHeader } from '../../shared/demo-page-header.tsx';

const LAST_STEP = 3;
const STEP_LABELS = [MSG.wizardStepSpecialty, MSG.wizardStepProcedure, MSG.wizardStepScreens, MSG.wizardStepReview];

/** The specialty wizard (static demo): specialty, procedure, the journey's screens, review. Nothing leaves the page. */
export default function SpecialtyWizardPage() {
  const phone = useMediaQuery('(max-width: 766.98px)', false, { getInitialValueInEffect: false });
  const [step, setStep] = useState(0);
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [procedure, setProcedure] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [screens, setScreens] = useState<string[]>(() => JOURNEY_SCREENS.map((s) => s.slug));

  const chosen = SPECIALTIES.find((s) => s.value === specialty);
  const proc = chosen?.procedures.find((p) => p.value === procedure);
  const canGo = [specialty !== null, procedure !== null && name.trim() !== '', screens.length > 0, true][step] ?? false;
  const done = step > LAST_STEP;

  const reset = () => {
    setStep(0);
    setSpecialty(null);
    setProcedure(null);
    setName('');
    setScreens(JOURNEY_SCREENS.map((s) => s.slug));
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
              value={specialty}
              onChange={(v) => {
                setSpecialty(v);
                setProcedure(null);
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
                value={procedure}
                onChange={(v) => {
                  setProcedure(v);
                  const p = chosen?.procedures.find((x) => x.value === v);
                  if (p) setName(p.label);
                }}
                label={MSG.wizardPickProcedure}
              >
                <Stack gap="xs" mt="sm">
                  {(chosen?.procedures ?? []).map((p) => (
                    <Radio key={p.value} value={p.value} label={`${p.label} — ${MSG.wizardDays(p.days)}`} />
                  ))}
                </Stack>
              </Radio.Group>
              <TextInput label={MSG.wizardJourneyName} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={phone ? undefined : MSG.wizardStepScreens}>
            <Checkbox.Group value={screens} onChange={setScreens} label={MSG.wizardPickScreens}>
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
            <Button onClick={() => setStep((s) => s + 1)} disabled={!canGo}>
              {step === LAST_STEP ? MSG.wizardFinish : MSG.careNext}
            </Button>
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
