import { MSG } from '@abasto/domain/messages';
import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';

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
        <TextInput value={link} readOnly aria-label="Link de registro" onFocus={(e) => e.currentTarget.select()} />
        <Group justify="space-between">
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              <IconExternalLink size={14} /> Abrir en una pestaña nueva
            </Group>
          </Anchor>
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
