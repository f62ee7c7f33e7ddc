import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { landingPath } from '@abasto/domain/session';
import { Anchor, Box, Button, Center, Divider, Group, Loader, Paper, PasswordInput, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { LoginChallenge } from '@abasto/domain/accounts';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { notify, toast } from '../../../lib/notify.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.tsx';
import { usePublicConfig } from '../../registration/api/get-public-config.ts';
import { completeRegistrationWithIdToken, loginGmail } from '../api/login-gmail.ts';
import { isChallenge, type LoginResult, useLogin } from '../api/login.ts';
import { LoginCodeForm } from '../components/login-code-form.tsx';
import { OidcButton } from '../components/oidc-button.tsx';

// "Con mi celular" (docs/product.md#sign-in-by-telephone): its code loads when the tab opens.
const PhoneLoginForm = lazy(async () => ({ default: (await import('../components/phone-login-form.tsx')).PhoneLoginForm }));

export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const mutation = useLogin();
  // No check before the server's: a wrong address or password gets the same answer as any other.
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' } });
  // Two-step login: the challenge answered by the first step, until the code is given.
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const [tab, setTab] = useState<'email' | 'phone'>('email');

  function enter({ token, user }: LoginResult) {
    signIn(token, user);
    notify.success(MSG.loginSuccess);
    // A deep link opened while logged out is opened now (docs/product.md#login).
    void navigate(returnPath(state) ?? landingPath(user.role), { replace: true });
  }

  const oidc = usePublicConfig().data?.oidc ?? null;
  const [oidcBusy, setOidcBusy] = useState(false);
  const returned = useRef(false);
  // The provider sent the browser back here with a code (docs/product.md#login): finish the
  // flow (its code loaded now), then sign in or complete the invitation it was started for.
  useEffect(() => {
    const callback = new URL(window.location.href);
    if (!oidc || returned.current || !callback.searchParams.has('state')) return;
    returned.current = true;
    setOidcBusy(true);
    void navigate(ROUTES.login, { replace: true });
    void (async () => {
      try {
        const { finishOidc } = await import('../oidc/oidc-flow.ts');
        const { tokenId, purpose } = await finishOidc(oidc, callback);
        if (purpose.kind === 'activate') {
          const result = await completeRegistrationWithIdToken(purpose.key, tokenId);
          toast({ title: MSG.registrationDone, message: MSG.registrationDoneText, color: 'green' });
          signIn(result.token, result.user);
          void navigate(landingPath(result.user.role), { replace: true });
          return;
        }
        const result = await loginGmail(tokenId);
        if (isChallenge(result)) setChallenge(result);
        else enter(result);
      } catch (err) {
        const message = err instanceof ApiError ? err.message : MSG.invalidCredentials;
        notify.error(message, MSG.loginFailed);
      } finally {
        setOidcBusy(false);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the settings arrive
  }, [oidc]);

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
                // A second step by SMS names no number; by e-mail, the address (docs/product.md#login).
                intro={challenge.channel === 'sms' ? MSG.loginCodeSentSms : MSG.loginCodeSent}
                sentTo={challenge.channel === 'sms' ? undefined : form.getValues().email}
                onSuccess={enter}
                onRestart={() => setChallenge(null)}
              />
            ) : (
              <Tabs value={tab} onChange={(value) => setTab(value === 'phone' ? 'phone' : 'email')} keepMounted={false}>
                <Tabs.List grow aria-label={MSG.loginTabsLabel}>
                  <Tabs.Tab value="email">{MSG.loginTabEmail}</Tabs.Tab>
                  <Tabs.Tab value="phone">{MSG.loginTabPhone}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="email" pt="md">
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
                      <Button type="submit" loading={mutation.isPending || oidcBusy} fullWidth>
                        {MSG.loginButton}
                      </Button>
                      {oidc && (
                        <>
                          <Divider label={<Text span size="xs" c="gray.7">{MSG.oidcOr}</Text>} labelPosition="center" />
                          <OidcButton settings={oidc} purpose={{ kind: 'login' }} label={MSG.oidcSignIn(oidc.providerName)} />
                        </>
                      )}
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
                </Tabs.Panel>
                <Tabs.Panel value="phone" pt="md">
                  <Suspense fallback={<Center><Loader size="sm" aria-label={MSG.loginTabPhone} /></Center>}>
                    <PhoneLoginForm onSuccess={enter} />
                  </Suspense>
                </Tabs.Panel>
              </Tabs>
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
