import { MSG } from '@abasto/domain/messages';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** 'Gracias por su información' (docs/product.md#public-registration): the e-mail went out; then the company site. */
export function RegistrationThanksModal({
  email,
  opened,
  onContinue,
}: {
  email: string;
  opened: boolean;
  onContinue(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={MSG.registrationThanksTitle}
      centered
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{MSG.registrationThanksText(email)}</Text>
        <Text size="sm" c="dimmed">
          {MSG.registrationRedirecting}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onContinue} data-autofocus>
            {MSG.registrationThanksContinue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
