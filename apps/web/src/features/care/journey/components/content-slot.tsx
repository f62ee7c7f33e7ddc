import type { ContentSummary } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLibraryPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ContentCard } from '../../contents/components/content-card.tsx';
import { ContentPickerModal } from '../../contents/components/content-picker-modal.tsx';

/**
 * Where a journey screen attaches contents of the library, chosen with 'Adicionar Conteúdo'. The
 * journey screens are demo content with no journey of their own on the server, so the choice
 * stays on the page.
 */
export function ContentSlot({ title, hint }: { title: string; hint: string }) {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<ContentSummary[]>([]);

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
        {chosen.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} w="100%" my="sm" data-testid="slot-contents">
            {chosen.map((c) => (
              <ContentCard key={c.id} content={c} />
            ))}
          </SimpleGrid>
        )}
        <Button variant="light" leftSection={<IconLibraryPlus size={16} />} onClick={() => setPicking(true)}>
          {MSG.journeyAddContent}
        </Button>
        <Text size="xs" c="dimmed">
          {MSG.journeyContentDemo}
        </Text>
      </Stack>
      <ContentPickerModal
        opened={picking}
        onClose={() => setPicking(false)}
        initialSelected={chosen}
        onConfirm={(contents) => {
          setChosen(contents);
          setPicking(false);
        }}
      />
    </Paper>
  );
}
