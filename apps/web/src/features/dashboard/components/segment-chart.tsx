import { MSG } from '@abasto/domain/messages';
import { Box, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAfterFirstLoad } from '../../../lib/after-first-load.ts';

// The pie's code (recharts) is most of the dashboard's: it is asked for once the figures, the legend
// and the table have been painted (lib/after-first-load.ts), in a box of the pie's size, so nothing
// moves when it arrives. Asked for at the first render, its 75 kB left before the first paint.
const SegmentPie = lazy(() => import('./segment-pie.tsx'));
const PIE_SIZE = 220;

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'gray.6'];

/** Pie chart of suppliers per segmento, with a legend that carries the figures. */
export function SegmentChart({ segmentos }: { segmentos: { segmento: string; total: number }[] }) {
  const data = segmentos.map((s, i) => ({ name: s.segmento, value: s.total, color: COLORS[i % COLORS.length]! }));
  const total = segmentos.reduce((sum, s) => sum + s.total, 0);
  const afterLoad = useAfterFirstLoad();
  return (
    <Group align="center" justify="center" gap="xl" wrap="wrap">
      {/* A picture with its text; the legend beside it carries the figures (docs/product.md#accessibility). */}
      <div role="img" aria-label={MSG.dashboardSegmentChart}>
        <Box w={PIE_SIZE} h={PIE_SIZE}>
          {afterLoad && (
            <Suspense fallback={null}>
              <SegmentPie data={data} size={PIE_SIZE} />
            </Suspense>
          )}
        </Box>
      </div>
      <Stack gap={6} miw={240} data-testid="segment-legend">
        {data.map((d) => (
          <Group key={d.name} gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <div
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 3,
                  background: `var(--mantine-color-${d.color.replace('.', '-')})`,
                  flex: 'none',
                }}
              />
              <Text size="sm">{d.name}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {d.value.toLocaleString('es')}
              <Text span size="xs" c="dimmed" ml={6}>
                {total > 0 ? `${Math.round((d.value / total) * 100)}%` : ''}
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
