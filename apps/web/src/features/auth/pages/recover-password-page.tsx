import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TOAST_MS } from '../../../lib/notify.ts';
import { useRecoverPassword } from '../api/recover-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** 'Recuperar Clave': one e-mail field; the same answer whether or not the address exists. */
export default function RecoverPasswordPage() {
  const navigate = useNavigate();
  const mutation = useRecoverPassword();
  const [email, setEmail] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(email.trim(), {
      onSuccess: () => {
        notifications.show({ message: MSG.recoverySent, color: 'green', autoClose: TOAST_MS });
        void navigate(ROUTES.login, { replace: true });
      },
      onError: (err) => {
        notifications.show({ title: MSG.recoveryFailed, message: err.message, color: 'red', autoClose: TOAST_MS });
      },
    });
  }

  return (
    <AuthCard subtitle="Recuperar Clave">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Escribí el mail de tu cuenta y te enviaremos un link para elegir una clave nueva.
          </Text>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-autofocus
            autoFocus
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {MSG.recoverButton}
          </Button>
          <Anchor component={Link} to={ROUTES.login} size="sm" ta="center">
            Volver al login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
