import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { JOURNEY_SCREENS } from '../journey-screens.ts';
import type { JourneyScreenData } from '../journey-types.ts';
import { JourneyBlock } from './journey-block.tsx';

/** The one component behind every journey screen: a title, its blocks, and the way to the previous and next screens. */
export function JourneyScreen({ screen }: { screen: JourneyScreenData }) {
  const index = JOURNEY_SCREENS.findIndex((s) => s.slug === screen.slug);
  const previous = JOURNEY_SCREENS[index - 1];
  const next = JOURNEY_SCREENS[index + 1];
  return (
    <Stack gap="md" data-testid="journey-screen" data-slug={screen.slug}>
      <div>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {MSG.journeyStep(index + 1, JOURNEY_SCREENS.length)}
          </Text>
          <Badge variant="outline" color="gray" size="sm">
            {MSG.demoBadge}
          </Badge>
        </Group>
        <Title order={2} size="h3" data-testid="journey-screen-title">
          {screen.title}
        </Title>
        <Text c="dimmed" size="sm">
          {screen.description}
        </Text>
      </div>
      {screen.blocks.map((block) => (
        <JourneyBlock key={`${block.kind}-${block.title}`} block={block} />
      ))}
      <Group justify="space-between">
        {previous ? (
          <Button component={Link} to={ROUTES.journey(previous.slug)} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {MSG.carePrevious}
          </Button>
        ) : (
          <Button component={Link} to={ROUTES.journey()} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {MSG.journeyOverview}
          </Button>
        )}
        {next ? (
          <Button component={Link} to={ROUTES.journey(next.slug)} rightSection={<IconArrowRight size={16} />}>
            {MSG.careNext}
          </Button>
        ) : (
          <Button component={Link} to={ROUTES.journey()} rightSection={<IconArrowRight size={16} />}>
            {MSG.journeyFinish}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
