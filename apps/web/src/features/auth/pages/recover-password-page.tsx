import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify, TOAST_MS } from '../../../lib/notify.ts';
import { useRecoverPassword } from '../api/recover-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** 'Recuperar Clave': one e-mail field; the same answer whether or not the address exists. */
export default function RecoverPasswordPage() {
  const navigate = useNavigate();
  const mutation = useRecoverPassword();
  // No check before the server's: every address gets the same answer.
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
  // The answer stays on screen as long as its toast (5 s) before the login page (docs/product.md#password-recovery).
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate(ROUTES.login, { replace: true }), TOAST_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const submit = form.onSubmit(({ email }) => {
    mutation.mutate(email.trim(), {
      onSuccess: () => {
        notify.success(MSG.recoverySent);
        setSent(true);
      },
      onError: (err) => {
        notify.error(err.message, MSG.recoveryFailed);
      },
    });
  });

  return (
    <AuthCard subtitle={MSG.recoverButton}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {MSG.recoveryHint}
          </Text>
          <TextInput
            label={MSG.authFieldEmail}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            data-autofocus
            autoFocus
          />
          <Button type="submit" loading={mutation.isPending} disabled={sent} fullWidth>
            {MSG.recoverButton}
          </Button>
          <Anchor component={Link} to={ROUTES.login} size="sm" ta="center">
            {MSG.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
