import { MSG } from '@abasto/domain/messages';
import { Button, Chip, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TutorialCard, TutorialCover } from '../components/tutorial-card.tsx';
import { TUTORIAL_CATEGORIES, TUTORIALS, type Tutorial } from '../tutorials-data.ts';
import { DemoPageHeader } from '../../shared/demo-page-header.tsx';

const ALL = 'todos';

/** The care-tutorial gallery (sample data): filter by body area, open a tutorial to read its steps. */
export default function TutorialsPage() {
  const [category, setCategory] = useState<string>(ALL);
  const [open, setOpen] = useState<Tutorial | null>(null);
  const shown = category === ALL ? TUTORIALS : TUTORIALS.filter((t) => t.category === category);

  return (
    <Stack gap="md">
      <DemoPageHeader title={MSG.tutorialsTitle} description={MSG.tutorialsSubtitle} />
      <Chip.Group value={category} onChange={(v) => setCategory(typeof v === 'string' ? v : ALL)}>
        <Group gap="xs" role="group" aria-label={MSG.tutorialsFilter}>
          {[ALL, ...TUTORIAL_CATEGORIES].map((c) => (
            <Chip key={c} value={c} size="sm">
              {c === ALL ? MSG.tutorialsAll : c}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed" data-testid="tutorial-count">
        {MSG.tutorialCount(shown.length)}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {shown.map((t) => (
          <TutorialCard key={t.id} tutorial={t} onOpen={() => setOpen(t)} />
        ))}
      </SimpleGrid>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.title} size="lg" centered>
        {open && (
          <Stack gap="sm" data-testid="tutorial-detail">
            <TutorialCover tutorial={open} height={200} />
            <Text size="sm">{open.summary}</Text>
            <Text fw={600} size="sm">
              {MSG.tutorialSteps}
            </Text>
            <List type="ordered" size="sm" spacing={4}>
              {open.steps.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              {MSG.tutorialVideoNotice}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(null)}>
                {MSG.careClose}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
