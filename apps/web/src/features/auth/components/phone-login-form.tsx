import { PHONE_LOGIN_CODE_LENGTH } from '@abasto/domain/login-code';
import { MSG } from '@abasto/domain/messages';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import type { LoginResult } from '../api/login.ts';
import { usePreLogin } from '../api/phone-login.ts';
import { LoginCodeForm } from './login-code-form.tsx';

/**
 * "Con mi celular" (docs/product.md#sign-in-by-telephone): the number as the person types it,
 * then the 6 digits sent by SMS. The server checks the number; any refusal reads as a wrong
 * password's, "❌ No se pudo conectar!".
 */
export function PhoneLoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const [telephone, setTelephone] = useState('');
  const [challenge, setChallenge] = useState<{ oAuthSms: string } | null>(null);
  const mutation = usePreLogin();

  if (challenge) {
    return (
      <LoginCodeForm
        challenge={challenge}
        sentTo={telephone}
        intro={`${MSG.loginPhoneCodeSent}. ${MSG.loginPhoneCodeSentTo}`}
        length={PHONE_LOGIN_CODE_LENGTH}
        onSuccess={onSuccess}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          { telephone },
          {
            // "Te enviamos un código", once, whatever the number (docs/product.md#sign-in-by-telephone).
            onSuccess: setChallenge,
            onError: (err) => notify.error(err.message, MSG.loginFailed),
          },
        );
      }}
    >
      <Stack gap="md">
        <TextInput
          label={MSG.loginPhoneField}
          description={MSG.loginPhoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={telephone}
          onChange={(event) => setTelephone(event.currentTarget.value)}
          required
          data-autofocus
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {MSG.loginPhoneSend}
        </Button>
      </Stack>
    </form>
  );
}
