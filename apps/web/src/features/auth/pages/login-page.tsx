import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { landingPath } from '@abasto/domain/session';
import { Anchor, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import type { LoginChallenge } from '@abasto/domain/accounts';
import { Link, useNavigate } from 'react-router';
import { TOAST_MS } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';
import { isChallenge, type LoginResult, useLogin } from '../api/login.ts';
import { LoginCodeForm } from '../components/login-code-form.tsx';

export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const mutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Two-step login: the challenge answered by the first step, until the code is given.
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  function enter({ token, user }: LoginResult) {
    signIn(token, user);
    notifications.show({ message: MSG.loginSuccess, color: 'green', autoClose: TOAST_MS });
    void navigate(landingPath(user.role), { replace: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(
      { email, password },
      {
        onSuccess: (result) => {
          if (isChallenge(result)) {
            setChallenge(result);
            setPassword('');
          } else {
            enter(result);
          }
        },
        onError: (err) => {
          notifications.show({ title: MSG.loginFailed, message: err.message, color: 'red', autoClose: TOAST_MS });
        },
      },
    );
  }

  return (
    <Box mih="100vh" bg="gray.1">
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack gap="md">
            <Stack gap={4} align="center">
              <Title order={1} c="blue.7">
                {PRODUCT_NAME}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                Gestión de proveedores y pedidos de cotización
              </Text>
            </Stack>
            {challenge ? (
              <LoginCodeForm
                challenge={challenge}
                email={email}
                onSuccess={enter}
                onRestart={() => setChallenge(null)}
              />
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <TextInput
                    label="E-mail"
                    type="email"
                    autoComplete="username"
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    required
                    data-autofocus
                  />
                  <PasswordInput
                    label="Contraseña"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                    required
                  />
                  <Button type="submit" loading={mutation.isPending} fullWidth>
                    Login
                  </Button>
                  <Group justify="space-between" gap="xs">
                    <Anchor component={Link} to={ROUTES.recoverPassword} size="sm">
                      ¿Olvidaste tu contraseña?
                    </Anchor>
                    <Anchor component={Link} to={ROUTES.registerSupplier} size="sm">
                      Inscripción de Proveedores
                    </Anchor>
                  </Group>
                </Stack>
              </form>
            )}
          </Stack>
        </Paper>
      </Center>
      <Text size="xs" c="dimmed" ta="center" pb="md" mt={-40}>
        © 2021 {PRODUCT_NAME}
      </Text>
    </Box>
  );
}
