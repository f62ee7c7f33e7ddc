import { OwnTelephoneSchema } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useOwnAccount, useSetOwnTelephone } from '../api/own-telephone.ts';

/**
 * "Mi celular para ingresar" on the proveedor's own page (docs/product.md#own-supplier-page): the
 * number it signs in with by "Con mi celular". The domain's rule checks it here and on the server.
 */
export function OwnTelephoneCard() {
  const account = useOwnAccount();
  const save = useSetOwnTelephone();
  const form = useForm({
    mode: 'controlled',
    initialValues: { telephone: '' },
    validate: schemaResolver(OwnTelephoneSchema, { sync: true }),
  });
  const stored = account.data?.telephone ?? '';
  useEffect(() => {
    form.setInitialValues({ telephone: stored });
    form.setValues({ telephone: stored });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the stored number arrives or changes
  }, [stored]);

  const submit = form.onSubmit((values) =>
    save.mutate(values.telephone, {
      onSuccess: () => notify.success(MSG.ownTelephoneSaved),
      onError: (err) => {
        const field = err instanceof ApiError ? err.fieldErrors.telephone : undefined;
        form.setFieldError('telephone', field ?? err.message);
      },
    }),
  );

  return (
    <Card withBorder padding="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {MSG.ownTelephoneTitle}
          </Title>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={MSG.userFieldTelephone}
              description={MSG.loginPhoneHint}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('telephone')}
              disabled={account.isPending}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={save.isPending}>
              {MSG.ownTelephoneSave}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
