import { MSG } from '@abasto/domain/messages';
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The dialog with a complete-registration link and 'Copiar Link' (after inviting, and for 'link registrar'). */
export function openInvitationLinkModal({
  title,
  text,
  link,
  onClose,
}: {
  title: string;
  text: string;
  link: string;
  onClose?: () => void;
}) {
  modals.open({
    title,
    centered: true,
    size: 'lg',
    onClose,
    children: (
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <TextInput value={link} readOnly aria-label={MSG.userLinkLabel} onFocus={(e) => e.currentTarget.select()} />
        {/* Copy rather than open: in this browser the page would see the manager's session and move on. */}
        <Group justify="flex-end">
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? 'teal' : 'blue'}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? MSG.linkCopied : MSG.copyLink}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    ),
  });
}
