import { ROUTES } from '@abasto/domain/routes';
import { Box, Grid, Stack } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { JourneyNav } from '../components/journey-nav.tsx';
import { JourneyOverview } from '../components/journey-overview.tsx';
import { JourneyScreen } from '../components/journey-screen.tsx';
import { journeyScreen } from '../journey-screens.ts';
import { useMedia } from '../../../../lib/use-media.ts';

/** /jornada (the overview) and /jornada/{screen}: every journey screen through one data-fed component. */
export default function JourneyPage() {
  const { slug } = useParams();
  const screen = journeyScreen(slug);
  const compact = useMedia('(max-width: 1023.98px)');
  if (slug && !screen) return <Navigate to={ROUTES.journey()} replace />;

  const content = screen ? <JourneyScreen key={screen.slug} screen={screen} /> : <JourneyOverview />;
  if (compact) {
    return (
      <Stack gap="md">
        <JourneyNav current={screen?.slug} compact />
        {content}
      </Stack>
    );
  }
  return (
    <Grid gap="md">
      <Grid.Col span={3}>
        <Box pos="sticky" top={76}>
          <JourneyNav current={screen?.slug} compact={false} />
        </Box>
      </Grid.Col>
      <Grid.Col span={9}>{content}</Grid.Col>
    </Grid>
  );
}
