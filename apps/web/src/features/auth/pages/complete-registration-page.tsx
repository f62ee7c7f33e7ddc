import { type InvitationData, NewPasswordFormSchema } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCompleteRegistration } from '../api/complete-registration.ts';
import { useValidationKey } from '../api/validation-key.ts';
import { AuthCard } from '../components/auth-card.tsx';

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
        <Alert color="red" icon={<IconAlertTriangle />} title="No podemos usar este link" data-testid="key-error">
          {invitation.error.message}
        </Alert>
        <Group justify="space-between">
          <Anchor component={Link} to={ROUTES.login} size="sm">
            Ir al login
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
        <Stepper.Step label={recovery ? 'Tu cuenta' : 'Invitación'}>
          <Welcome data={data} onAccept={() => setStep(1)} />
        </Stepper.Step>
        <Stepper.Step label={recovery ? 'Nueva clave' : 'Tu clave'}>
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
          Hola, {fullName || data.email}
        </Title>
        <Text>Elegí una clave nueva para entrar a tu cuenta ({data.email}).</Text>
        <Button onClick={onAccept} fullWidth>
          Elegir clave nueva
        </Button>
      </Stack>
    );
  }
  if (data.role === 'proveedor') {
    // Nobody invited a self-registered supplier: it confirms its own registration.
    return (
      <Stack gap="md" mt="md">
        <Title order={2} size="h3">
          ¡Bienvenido/a, {fullName || data.email}!
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
        ¡Bienvenido/a, {fullName}!
      </Title>
      <Text>
        Te invitaron a usar el sistema con el perfil{' '}
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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = NewPasswordFormSchema.safeParse({ password, confirm });
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'confirm' ? 'confirm' : 'password';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
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
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mt="md">
        <TextInput label="E-mail" value={data.email} disabled />
        <PasswordInput
          label="Contraseña"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          description="Mínimo 8 caracteres"
          data-autofocus
        />
        <PasswordInput
          label="Confirmar contraseña"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={errors.confirm}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Volver
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {data.purpose === 'recovery' ? 'Guardar clave' : 'Registrarme'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
