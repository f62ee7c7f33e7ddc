import { type InvitationData, NewPasswordFormSchema } from '@abasto/domain/accounts';
import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCompleteRegistration } from '../api/complete-registration.ts';
import { useValidationKey } from '../api/validation-key.ts';
import { usePublicConfig } from '../../registration/api/get-public-config.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { OidcButton } from '../components/oidc-button.tsx';

/**
 * /page-completar-cadastro/{activationKey}: step one welcomes the invitee, step two sets the
 * password. The same page finishes a password recovery. A wrong, used or expired link says so.
 */
export default function CompleteRegistrationPage() {
  const { activationKey = '' } = useParams();
  const invitation = useValidationKey(activationKey);
  const [step, setStep] = useState(0);

  if (invitation.isPending) {
    return (
      <AuthCard>
        <PageLoader />
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard>
        <Alert color="red" icon={<IconAlertTriangle />} title={MSG.keyErrorTitle} data-testid="key-error">
          {invitation.error.message}
        </Alert>
        <Group justify="space-between">
          <Anchor component={Link} to={ROUTES.login} size="sm">
            {MSG.goToLogin}
          </Anchor>
          <Anchor component={Link} to={ROUTES.recoverPassword} size="sm">
            {MSG.recoverButton}
          </Anchor>
        </Group>
      </AuthCard>
    );
  }

  const data = invitation.data;
  const recovery = data.purpose === 'recovery';
  return (
    <AuthCard width={480}>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label={recovery ? MSG.completeStepAccount : MSG.completeStepInvitation}>
          <Welcome data={data} onAccept={() => setStep(1)} />
        </Stepper.Step>
        <Stepper.Step label={recovery ? MSG.completeStepNewPassword : MSG.completeStepPassword}>
          <PasswordStep data={data} activationKey={activationKey} onBack={() => setStep(0)} />
        </Stepper.Step>
      </Stepper>
    </AuthCard>
  );
}

function Welcome({ data, onAccept }: { data: InvitationData; onAccept: () => void }) {
  const fullName = `${data.name} ${data.lastName}`.trim();
  if (data.purpose === 'recovery') {
    return (
      <Stack gap="md" mt="md">
        <Title order={2} size="h3">
          {fillMessage(MSG.completeHello, { nombre: fullName || data.email })}
        </Title>
        <Text>{fillMessage(MSG.completeRecoveryText, { email: data.email })}</Text>
        <Button onClick={onAccept} fullWidth>
          {MSG.completeChooseNewPassword}
        </Button>
      </Stack>
    );
  }
  if (data.role === 'proveedor') {
    // Nobody invited a self-registered supplier: it confirms its own registration.
    return (
      <Stack gap="md" mt="md">
        <Title order={2} size="h3">
          {fillMessage(MSG.completeWelcome, { nombre: fullName || data.email })}
        </Title>
        <Text>{MSG.registrationActivationWelcome}</Text>
        <Text size="sm" c="dimmed">
          {MSG.registrationActivationProfile}{' '}
          <Text span fw={700} c="black">
            {ROLE_LABELS[data.role]}
          </Text>
        </Text>
        <Button onClick={onAccept} fullWidth>
          {MSG.acceptAndCreate}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" mt="md">
      <Title order={2} size="h3">
        {fillMessage(MSG.completeWelcome, { nombre: fullName })}
      </Title>
      <Text>
        {MSG.completeInvitedAs}{' '}
        <Text span fw={700}>
          {ROLE_LABELS[data.role]}
        </Text>
        .
      </Text>
      <Button onClick={onAccept} fullWidth>
        {MSG.acceptAndCreate}
      </Button>
    </Stack>
  );
}

function PasswordStep({
  data,
  activationKey,
  onBack,
}: {
  data: InvitationData;
  activationKey: string;
  onBack: () => void;
}) {
  const { signIn } = useSession();
  const mutation = useCompleteRegistration();
  const oidc = usePublicConfig().data?.oidc ?? null;
  // The domain's checks on Registrarme; a message stays until the next try.
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(NewPasswordFormSchema, { sync: true }),
    clearInputErrorOnChange: false,
  });

  const submit = form.onSubmit(({ password }) => {
    mutation.mutate(
      { key: activationKey, password },
      {
        onSuccess: ({ token, user }) => {
          modals.open({
            title: data.purpose === 'recovery' ? MSG.passwordResetDone : MSG.registrationDone,
            centered: true,
            children: <Text>{MSG.registrationDoneText}</Text>,
          });
          // The session makes this public page move on to the user's start page (/ for staff).
          signIn(token, user);
        },
        onError: (err) => notify.error(err.message),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mt="md">
        <TextInput label={MSG.authFieldEmail} value={data.email} disabled />
        {oidc && (
          <>
            {/* docs/product.md#activation: the provider proves the invited e-mail instead of a password. */}
            <OidcButton settings={oidc} purpose={{ kind: 'activate', key: activationKey }} label={MSG.oidcActivate(oidc.providerName)} />
            <Divider label={<Text span size="xs" c="gray.7">{MSG.oidcOr}</Text>} labelPosition="center" />
          </>
        )}
        <PasswordInput
          label={MSG.authFieldPassword}
          autoComplete="new-password"
          {...form.getInputProps('password')}
          description={MSG.authPasswordHint}
          data-autofocus
        />
        <PasswordInput
          label={MSG.authFieldConfirmPassword}
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {MSG.completeBack}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {data.purpose === 'recovery' ? MSG.completeSavePassword : MSG.completeRegister}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
