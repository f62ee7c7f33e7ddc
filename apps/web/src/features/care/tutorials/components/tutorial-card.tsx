import { MSG } from '@abasto/domain/messages';
import { Badge, Box, Card, Center, Group, Text, UnstyledButton } from '@mantine/core';
import { IconClock, IconPlayerPlayFilled } from '@tabler/icons-react';
import { CATEGORY_COLORS, type Tutorial } from '../tutorials-data.ts';

/** The cover is drawn, not downloaded: the gallery works offline and needs no image storage. */
export function TutorialCover({ tutorial, height = 140 }: { tutorial: Tutorial; height?: number }) {
  const [from, to] = CATEGORY_COLORS[tutorial.category];
  return (
    <Box h={height} style={{ background: `linear-gradient(135deg, ${from}, ${to})`, position: 'relative' }}>
      <Center h="100%">
        <Center w={52} h={52} bg="rgba(255,255,255,0.9)" style={{ borderRadius: '50%' }}>
          <IconPlayerPlayFilled size={24} color={from} />
        </Center>
      </Center>
      <Badge pos="absolute" bottom={8} right={8} color="dark" variant="filled" leftSection={<IconClock size={12} />}>
        {MSG.tutorialMinutes(tutorial.minutes)}
      </Badge>
    </Box>
  );
}

export function TutorialCard({ tutorial, onOpen }: { tutorial: Tutorial; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} aria-label={tutorial.title} data-testid="tutorial-card" h="100%">
      <Card withBorder radius="md" padding="md" h="100%">
        <Card.Section>
          <TutorialCover tutorial={tutorial} />
        </Card.Section>
        <Group gap={6} mt="sm">
          <Badge variant="light" size="sm">
            {tutorial.category}
          </Badge>
          <Badge variant="outline" color="gray" size="sm">
            {tutorial.level}
          </Badge>
        </Group>
        <Text fw={600} mt="xs" lineClamp={2}>
          {tutorial.title}
        </Text>
        <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
          {tutorial.summary}
        </Text>
      </Card>
    </UnstyledButton>
  );
}
