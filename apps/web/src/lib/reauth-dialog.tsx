import type { LoginChallenge } from '@abasto/domain/accounts';
import { LOGIN_CODE_LENGTH } from '@abasto/domain/login-code';
import { MSG } from '@abasto/domain/messages';
import type { SessionUser } from '@abasto/domain/session';
import { Alert, Button, Center, Group, Modal, PasswordInput, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, ApiError } from './api-client.ts';
import type { AreaLanguage } from './area-language.ts';

interface SignedIn {
  token: string;
  user: SessionUser;
}

interface Props {
  /** The current user's address: fixed, the same account signs in again. */
  email: string;
  lang: AreaLanguage;
  onSignedIn(token: string, user: SessionUser): void;
  onCancel(): void;
}

/**
 * The session ended while a form held changes: the password is asked here, over the form, which
 * keeps its values; the save is repeated after it (docs/product.md#unsaved-work). A user with the
 * two-step login gives the e-mailed code as on the login page. The password is never kept.
 */
export function ReauthDialog({ email, lang, onSignedIn, onCancel }: Props) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<SignedIn | LoginChallenge>) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await call();
      if ('twoFactor' in result && result.twoFactor) {
        setChallenge(result);
        setPassword('');
      } else if ('token' in result) {
        if (result.user.email.toLowerCase() !== email.toLowerCase()) setProblem(MSG.reauthOtherUser[lang]);
        else onSignedIn(result.token, result.user);
      }
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : MSG.unexpected);
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    void run(() =>
      api<SignedIn | LoginChallenge>('/api/auth/pre-login-email', { method: 'POST', body: { email, password } }),
    );
  }

  function submitCode(value: string) {
    if (!challenge || value.length !== LOGIN_CODE_LENGTH) return;
    void run(() =>
      api<SignedIn>('/api/auth/pre-login-email-sms', {
        method: 'POST',
        body: { code: value, oAuthSms: challenge.oAuthSms },
      }),
    );
  }

  return (
    <Modal
      opened
      onClose={onCancel}
      title={MSG.reauthTitle[lang]}
      centered
      zIndex={500}
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm">{MSG.reauthText[lang]}</Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {challenge ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submitCode(code);
            }}
            noValidate
          >
            <Stack gap="md">
              <Text size="sm" ta="center">
                {challenge.channel === 'sms' ? (
                  MSG.reauthCodeSentSms[lang]
                ) : (
                  <>
                    {MSG.reauthCodeSent[lang]}{' '}
                    <Text span fw={600}>
                      {email}
                    </Text>
                  </>
                )}
              </Text>
              <Center>
                <PinInput
                  length={LOGIN_CODE_LENGTH}
                  type="number"
                  oneTimeCode
                  value={code}
                  onChange={setCode}
                  onComplete={submitCode}
                  role="group"
                  aria-label={MSG.reauthCodeLabel[lang]}
                  data-autofocus
                />
              </Center>
              <Group justify="flex-end">
                <Button variant="default" onClick={onCancel}>
                  {MSG.reauthCancel[lang]}
                </Button>
                <Button type="submit" color="blue.8" loading={busy} disabled={code.length !== LOGIN_CODE_LENGTH}>
                  {MSG.reauthSubmit[lang]}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={submitPassword} noValidate>
            <Stack gap="md">
              <TextInput label={MSG.reauthEmail[lang]} value={email} readOnly variant="filled" autoComplete="username" />
              <PasswordInput
                label={MSG.reauthPassword[lang]}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                required
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onCancel}>
                  {MSG.reauthCancel[lang]}
                </Button>
                <Button type="submit" color="blue.8" loading={busy} disabled={!password}>
                  {MSG.reauthSubmit[lang]}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
