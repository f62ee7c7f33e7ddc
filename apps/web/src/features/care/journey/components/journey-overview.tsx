import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEMO_JOURNEY_NAME, JOURNEY_SCREENS } from '../journey-screens.ts';
import { DemoPageHeader } from '../../shared/demo-page-header.tsx';

/** The journey at a glance: every screen as a card, and the way to start a journey for another specialty. */
export function JourneyOverview() {
  return (
    <Stack gap="md" data-testid="journey-overview">
      <DemoPageHeader title={DEMO_JOURNEY_NAME} description={MSG.journeyOverviewText(JOURNEY_SCREENS.length)} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
        {JOURNEY_SCREENS.map((s, i) => (
          <Card key={s.slug} component={Link} to={ROUTES.journey(s.slug)} withBorder radius="md" padding="md" data-testid="journey-card">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon radius="xl" variant="light" size={28}>
                <Text size="sm" fw={700}>
                  {i + 1}
                </Text>
              </ThemeIcon>
              <div>
                <Text fw={600}>{s.title}</Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {s.description}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" bg="blue.0">
        <Group justify="space-between">
          <div>
            <Text fw={600}>{MSG.wizardTitle}</Text>
            <Text size="sm" c="dimmed">
              {MSG.wizardPitch}
            </Text>
          </div>
          <Button component={Link} to={ROUTES.specialtyWizard} leftSection={<IconWand size={16} />}>
            {MSG.wizardStart}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
