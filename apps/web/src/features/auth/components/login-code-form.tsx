import type { LoginChallenge } from '@abasto/domain/accounts';
import { LOGIN_CODE_LENGTH } from '@abasto/domain/login-code';
import { MSG } from '@abasto/domain/messages';
import { Anchor, Button, Center, PinInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import type { LoginResult } from '../api/login.ts';
import { useVerifyLoginCode } from '../api/verify-login-code.ts';

interface LoginCodeFormProps {
  challenge: LoginChallenge;
  email: string;
  onSuccess: (result: LoginResult) => void;
  onRestart: () => void;
}

/**
 * The second step of a two-step login: the 4-digit code sent by e-mail, or by SMS to the user's
 * telephone (docs/product.md#login); the number itself is never shown.
 */
export function LoginCodeForm({ challenge, email, onSuccess, onRestart }: LoginCodeFormProps) {
  const form = useForm({ mode: 'controlled', initialValues: { code: '' } });
  const { code } = form.getValues();
  const mutation = useVerifyLoginCode();

  function send(value: string) {
    if (value.length !== LOGIN_CODE_LENGTH || mutation.isPending) return;
    mutation.mutate(
      { code: value, oAuthSms: challenge.oAuthSms },
      {
        onSuccess,
        onError: (err) => {
          form.reset();
          notify.error(err.message);
        },
      },
    );
  }

  const submit = form.onSubmit((values) => send(values.code));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" ta="center">
          {challenge.channel === 'sms' ? (
            MSG.loginCodeSentSms
          ) : (
            <>
              {MSG.loginCodeSent}
              <br />
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
            size="lg"
            {...form.getInputProps('code')}
            onComplete={send}
            role="group"
            aria-label={MSG.loginCodeLabel}
            data-autofocus
            autoFocus
          />
        </Center>
        <Button type="submit" loading={mutation.isPending} disabled={code.length !== LOGIN_CODE_LENGTH} fullWidth>
          {MSG.loginCodeSubmit}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart} ta="center">
          {MSG.loginCodeRestart}
        </Anchor>
      </Stack>
    </form>
  );
}
