import { LOGIN_CODE_LENGTH } from '@abasto/domain/login-code';
import { MSG } from '@abasto/domain/messages';
import { Anchor, Button, Center, PinInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import type { LoginResult } from '../api/login.ts';
import { useVerifyLoginCode } from '../api/verify-login-code.ts';

interface LoginCodeFormProps {
  /** The challenge the first call answered (a two-step login's, or pre-login's). */
  challenge: { oAuthSms: string };
  /** What the person reads above the boxes: where the code went, in the caller's words. */
  intro: string;
  /** The address or number it went to, shown under the text; none when it is not to be shown. */
  sentTo?: string;
  /** Digits of the code: 4 for the second step, 6 for a sign-in by telephone. */
  length?: number;
  onSuccess: (result: LoginResult) => void;
  onRestart: () => void;
}

/**
 * A code sent to the person: the 4-digit second step by e-mail or SMS, or the 6-digit sign-in by
 * telephone (docs/product.md#sign-in-by-telephone). Both are completed by pre-login-email-sms.
 */
export function LoginCodeForm({
  challenge,
  sentTo,
  intro,
  length = LOGIN_CODE_LENGTH,
  onSuccess,
  onRestart,
}: LoginCodeFormProps) {
  const form = useForm({ mode: 'controlled', initialValues: { code: '' } });
  const { code } = form.getValues();
  const mutation = useVerifyLoginCode();

  function send(value: string) {
    if (value.length !== length || mutation.isPending) return;
    mutation.mutate(
      { code: value, oAuthSms: challenge.oAuthSms },
      {
        onSuccess,
        onError: (err) => {
          form.reset();
          notify.error(err.message, MSG.loginFailed);
        },
      },
    );
  }

  const submit = form.onSubmit((values) => send(values.code));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" ta="center">
          {intro}
          {sentTo !== undefined && (
            <>
              <br />
              <Text span fw={600}>
                {sentTo}
              </Text>
            </>
          )}
        </Text>
        <Center>
          <PinInput
            length={length}
            getInputProps={(index) => ({ 'aria-label': MSG.a11yDigit.es(index + 1, length) })}
            type="number"
            oneTimeCode
            // Six boxes still fit a 390 px screen (docs/product.md#accessibility).
            size={length > LOGIN_CODE_LENGTH ? 'md' : 'lg'}
            gap={length > LOGIN_CODE_LENGTH ? 'xs' : 'sm'}
            {...form.getInputProps('code')}
            onComplete={send}
            role="group"
            aria-label={MSG.loginCodeLabel}
            data-autofocus
            autoFocus
          />
        </Center>
        <Button type="submit" loading={mutation.isPending} disabled={code.length !== length} fullWidth>
          {MSG.loginCodeSubmit}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart} ta="center">
          {MSG.loginCodeRestart}
        </Anchor>
      </Stack>
    </form>
  );
}
