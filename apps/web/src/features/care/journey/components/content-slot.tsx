import { MSG } from '@abasto/domain/messages';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLibraryPlus } from '@tabler/icons-react';

/**
 * SLOT: the content picker ('Adicionar Conteúdo') of the content library goes here. It is built
 * with the content library; until then the slot shows where attached contents will appear and
 * its button is disabled.
 */
export function ContentSlot({ title, hint }: { title: string; hint: string }) {
  return (
    <Paper p="lg" radius="md" style={{ border: '2px dashed var(--mantine-color-gray-4)' }} data-testid="content-picker-slot">
      <Stack align="center" gap="xs">
        <ThemeIcon variant="light" size={44} radius="xl">
          <IconLibraryPlus size={24} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
        <Button variant="light" leftSection={<IconLibraryPlus size={16} />} disabled>
          {MSG.journeyAddContent}
        </Button>
        <Text size="xs" c="dimmed">
          {MSG.journeyContentSoon}
        </Text>
      </Stack>
    </Paper>
  );
}
