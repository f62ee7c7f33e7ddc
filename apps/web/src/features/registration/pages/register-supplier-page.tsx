import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { type SupplierField, SupplierLiveSchema, type SupplierValues } from '@abasto/domain/supplier';
import {
  REGISTRATION_CONFIRM_STEP,
  REGISTRATION_DEFAULTS,
  REGISTRATION_HONEYPOT_FIELD,
  REGISTRATION_STEPS,
  registrationFieldError,
  registrationStepState,
} from '@abasto/domain/supplier-registration';
import { Alert, Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Stepper, Text, Title, VisuallyHidden } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { clearDraft, readDraft, useStoredDraft } from '../../../lib/stored-draft.ts';
import { usePublicConfig } from '../api/get-public-config.ts';
import { useRegisterSupplier } from '../api/register-supplier.ts';
import { HoneypotField } from '../components/honeypot-field.tsx';
import { RegistrationField } from '../components/registration-field.tsx';
import { RegistrationSummary } from '../components/registration-summary.tsx';
import { RegistrationThanksModal } from '../components/registration-thanks-modal.tsx';
import { useMedia } from '../../../lib/use-media.ts';

/** Seconds the thanks dialog stays before the browser goes to the company site. */
const REDIRECT_AFTER_MS = 8000;

/** Step 2 shows two groups, as the staff form does. */
const SUBSECTIONS: Partial<Record<number, { title: string; fields: readonly SupplierField[] }[]>> = {
  1: [
    {
      title: MSG.registrationSectionRepresentante,
      fields: ['representanteLegal', 'documentoIdentidad', 'puesto', 'celularRepresentante'],
    },
    { title: MSG.registrationSectionEjecutivo, fields: ['nombreEjecutivo', 'telefonoEjecutivo', 'emailEjecutivo'] },
  ],
};

const WIDE_FIELDS: readonly SupplierField[] = ['detalle', 'rubro'];

const liveChecks = schemaResolver(SupplierLiveSchema, { sync: true });

/** The wizard is kept in this browser while it is filled (docs/product.md#unsaved-work). */
const DRAFT = 'register-proveedor';

/** /register-proveedor: 'Inscripción de Proveedores', the public 5-step wizard (docs/product.md#public-registration). */
export default function RegisterSupplierPage() {
  const compact = useMedia('(max-width: 62em)');
  const config = usePublicConfig();
  const mutation = useRegisterSupplier();
  // A reload, or the page opened again in another tab, resumes at the step it was on, as typed.
  const [stored] = useState(() => readDraft<Record<string, unknown>>(DRAFT));
  const [active, setActive] = useState(() => Math.min(Math.max(stored?.step ?? 0, 0), REGISTRATION_CONFIRM_STEP));
  const form = useForm<Record<string, unknown>>({
    mode: 'controlled',
    initialValues: { ...REGISTRATION_DEFAULTS, ...stored?.values },
  });
  const values = form.getValues();
  const [resumed, setResumed] = useState(stored !== null);
  // Fields the person has left: their submit checks show from then on.
  const [touched, setTouched] = useState<ReadonlySet<SupplierField>>(new Set());
  const [honeypot, setHoneypot] = useState('');
  const [receiptEmail, setReceiptEmail] = useState<string | null>(null);
  useStoredDraft(DRAFT, { values, step: active }, { initial: REGISTRATION_DEFAULTS, keep: receiptEmail === null });

  function startAgain() {
    clearDraft(DRAFT);
    // setValues merges: every field typed so far is emptied, then the defaults come back.
    const emptied = Object.fromEntries(Object.keys(form.getValues()).map((field) => [field, undefined]));
    form.setValues({ ...emptied, ...REGISTRATION_DEFAULTS });
    form.resetDirty();
    setTouched(new Set());
    setActive(0);
    setResumed(false);
  }

  const companyUrl = config.data?.companyWebsiteUrl;
  const state = registrationStepState(values as SupplierValues, active);
  const onSummary = active === REGISTRATION_CONFIRM_STEP;

  useEffect(() => {
    if (receiptEmail === null || !companyUrl) return;
    const timer = window.setTimeout(() => window.location.assign(companyUrl), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [receiptEmail, companyUrl]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [active]);

  function change(field: SupplierField, value: unknown) {
    form.setFieldValue(field, value);
  }

  function blur(field: SupplierField) {
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  }

  /** Live checks show while typing; the submit checks of a field once the person leaves it. */
  const live = liveChecks(values);
  function shownError(field: SupplierField): string | null {
    const message = live[field];
    if (message) return String(message);
    return touched.has(field) ? registrationFieldError(field, values as SupplierValues) : null;
  }

  function next() {
    if (!state.complete) return;
    setActive((s) => Math.min(s + 1, REGISTRATION_CONFIRM_STEP));
  }

  function back() {
    setActive((s) => Math.max(s - 1, 0));
  }

  const submit = form.onSubmit(() => {
    if (!onSummary) return next();
    if (mutation.isPending) return;
    mutation.mutate(
      { ...values, [REGISTRATION_HONEYPOT_FIELD]: honeypot },
      {
        onSuccess: (receipt) => {
          clearDraft(DRAFT);
          setReceiptEmail(receipt.email);
        },
        onError: (err) => notify.error(MSG.registrationFailed(err.message)),
      },
    );
  });

  function goToCompany() {
    window.location.assign(companyUrl ?? ROUTES.login);
  }

  function fieldsOf(fields: readonly SupplierField[], required: readonly SupplierField[]) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map((field) => (
          <Box key={field} style={WIDE_FIELDS.includes(field) ? { gridColumn: '1 / -1' } : undefined}>
            <RegistrationField
              field={field}
              value={values[field]}
              error={shownError(field)}
              required={required.includes(field)}
              onChange={(v) => change(field, v)}
              onBlur={() => blur(field)}
            />
          </Box>
        ))}
      </SimpleGrid>
    );
  }

  function stepContent(index: number) {
    const step = REGISTRATION_STEPS[index]!;
    if (index === REGISTRATION_CONFIRM_STEP) {
      return <RegistrationSummary values={values as SupplierValues} onEdit={setActive} />;
    }
    const groups = SUBSECTIONS[index];
    if (!groups) return fieldsOf(step.fields, step.required);
    return (
      <Stack gap="lg">
        {groups.map((group) => (
          <Stack key={group.title} gap="xs">
            <Title order={3} size="h5" c="dimmed">
              {group.title}
            </Title>
            {fieldsOf(group.fields, step.required)}
          </Stack>
        ))}
      </Stack>
    );
  }

  const current = REGISTRATION_STEPS[active]!;

  return (
    <Box mih="100vh" bg="gray.1" py={{ base: 'sm', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={1100} mx="auto" pos="relative">
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end" gap="xs">
              <Stack gap={2}>
                <Text c="blue.7" fw={700} size="sm">
                  {PRODUCT_NAME}
                </Text>
                <Title order={1} size="h2">
                  {MSG.registrationTitle}
                </Title>
              </Stack>
              <Anchor component={Link} to={ROUTES.login} size="sm">
                {MSG.registrationBackToLogin}
              </Anchor>
            </Group>

            <Stepper
              active={active}
              onStepClick={setActive}
              allowNextStepsSelect={false}
              size={compact ? 'xs' : 'sm'}
              iconSize={compact ? 28 : undefined}
              // The step's content is drawn below, outside the Stepper, so it keeps one layout.
              styles={{ content: { display: 'none' }, separator: compact ? { marginInline: 4 } : undefined }}
            >
              {REGISTRATION_STEPS.map((step) => (
                // Named by what it shows, then the step's full title (docs/product.md#accessibility).
                <Stepper.Step
                  key={step.title}
                  label={
                    compact ? (
                      <VisuallyHidden>{step.title}</VisuallyHidden>
                    ) : (
                      <>
                        {step.label}
                        <VisuallyHidden>{`: ${step.title}`}</VisuallyHidden>
                      </>
                    )
                  }
                />
              ))}
            </Stepper>

            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {MSG.registrationStepOf(active + 1, REGISTRATION_STEPS.length)}
              </Text>
              <Title order={2} size="h3" data-testid="registration-step-title">
                {current.title}
              </Title>
            </Stack>

            {resumed && (
              <Alert color="blue" variant="light" data-testid="registration-draft-resumed">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Text size="sm">{MSG.registrationDraftResumed}</Text>
                  <Button size="xs" variant="default" onClick={startAgain}>
                    {MSG.registrationDraftDiscard}
                  </Button>
                </Group>
              </Alert>
            )}

            {stepContent(active)}

            <HoneypotField value={honeypot} onChange={setHoneypot} />

            <Stack gap="xs">
              {!onSummary && !state.complete && (
                <Text size="sm" c="dimmed" data-testid="registration-hint">
                  {MSG.registrationRequiredHint}
                </Text>
              )}
              <Group justify="space-between" gap="sm">
                <Button variant="default" onClick={back} disabled={active === 0 || mutation.isPending}>
                  {MSG.registrationBack}
                </Button>
                {onSummary ? (
                  <Button type="submit" loading={mutation.isPending} disabled={receiptEmail !== null}>
                    {MSG.registrationSubmit}
                  </Button>
                ) : (
                  <Button type="submit" disabled={!state.complete}>
                    {MSG.registrationNext}
                  </Button>
                )}
              </Group>
            </Stack>
          </Stack>
        </form>
      </Paper>
      <Text size="xs" c="dimmed" ta="center" mt="md">
        © 2021 {PRODUCT_NAME}
      </Text>
      <RegistrationThanksModal email={receiptEmail ?? ''} opened={receiptEmail !== null} onContinue={goToCompany} />
    </Box>
  );
}
