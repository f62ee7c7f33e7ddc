import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { landingPath } from '@abasto/domain/session';
import { Anchor, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { LoginChallenge } from '@abasto/domain/accounts';
import { Link, useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.tsx';
import { isChallenge, type LoginResult, useLogin } from '../api/login.ts';
import { LoginCodeForm } from '../components/login-code-form.tsx';

export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const mutation = useLogin();
  // No check before the server's: a wrong address or password gets the same answer as any other.
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' } });
  // Two-step login: the challenge answered by the first step, until the code is given.
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  function enter({ token, user }: LoginResult) {
    signIn(token, user);
    notify.success(MSG.loginSuccess);
    // A deep link opened while logged out is opened now (docs/product.md#login).
    void navigate(returnPath(state) ?? landingPath(user.role), { replace: true });
  }

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      values,
      {
        onSuccess: (result) => {
          if (isChallenge(result)) {
            setChallenge(result);
            form.setFieldValue('password', '');
          } else {
            enter(result);
          }
        },
        onError: (err) => {
          notify.error(err.message, MSG.loginFailed);
        },
      },
    );
  });

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
                {MSG.authTagline}
              </Text>
            </Stack>
            {challenge ? (
              <LoginCodeForm
                challenge={challenge}
                email={form.getValues().email}
                onSuccess={enter}
                onRestart={() => setChallenge(null)}
              />
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <TextInput
                    label={MSG.authFieldEmail}
                    type="email"
                    autoComplete="username"
                    {...form.getInputProps('email')}
                    required
                    data-autofocus
                  />
                  <PasswordInput
                    label={MSG.authFieldPassword}
                    autoComplete="current-password"
                    {...form.getInputProps('password')}
                    required
                  />
                  <Button type="submit" loading={mutation.isPending} fullWidth>
                    {MSG.loginButton}
                  </Button>
                  <Group justify="space-between" gap="xs">
                    <Anchor component={Link} to={ROUTES.recoverPassword} size="sm">
                      {MSG.forgotPassword}
                    </Anchor>
                    <Anchor component={Link} to={ROUTES.registerSupplier} size="sm">
                      {MSG.registrationTitle}
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
