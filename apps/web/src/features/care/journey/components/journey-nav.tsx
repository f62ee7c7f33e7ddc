import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { NavLink, Paper, Select, ThemeIcon } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { JOURNEY_SCREENS } from '../journey-screens.ts';

/** The journey's screens in order: a list beside the screen on wide windows, a select on phones. */
export function JourneyNav({ current, compact }: { current?: string; compact: boolean }) {
  const navigate = useNavigate();
  if (compact) {
    return (
      <Select
        label={MSG.journeyGoTo}
        value={current ?? null}
        placeholder={MSG.journeyOverview}
        data={JOURNEY_SCREENS.map((s, i) => ({ value: s.slug, label: `${i + 1}. ${s.title}` }))}
        onChange={(slug) => {
          if (slug) void navigate(ROUTES.journey(slug));
        }}
        allowDeselect={false}
        data-testid="journey-nav-select"
      />
    );
  }
  return (
    <Paper withBorder radius="md" p="xs" data-testid="journey-nav">
      <NavLink component={Link} to={ROUTES.journey()} label={MSG.journeyOverview} active={!current} />
      {JOURNEY_SCREENS.map((s, i) => (
        <NavLink
          key={s.slug}
          component={Link}
          to={ROUTES.journey(s.slug)}
          label={s.title}
          active={s.slug === current}
          leftSection={(
            <ThemeIcon size={22} radius="xl" variant={s.slug === current ? 'filled' : 'light'}>
              {i + 1}
            </ThemeIcon>
          )}
        />
      ))}
    </Paper>
  );
}
