import { MSG } from '@abasto/domain/messages';
import { Group, Stack, Text } from '@mantine/core';
import { formatCount } from '../../../lib/format-count.ts';
import { pieSlices } from './pie-slices.ts';

/**
 * The pie is a few SVG paths drawn with the page (pie-slices.ts). It was Mantine's PieChart
 * (recharts): about 75 kB of gzip loaded after the first paint, then 20 ms of module evaluation and a
 * 66 ms first render at 1× for nine slices (docs/benchmarks.md, "The dashboard's pie").
 */
const PIE_SIZE = 220;
const colorOf = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'gray.6'];

/** Pie chart of suppliers per segmento, with a legend that carries the figures. */
export function SegmentChart({ segmentos }: { segmentos: { segmento: string; total: number }[] }) {
  const data = segmentos.map((s, i) => ({ name: s.segmento, value: s.total, color: COLORS[i % COLORS.length]! }));
  const total = segmentos.reduce((sum, s) => sum + s.total, 0);
  const percent = (value: number) => (total > 0 ? `${Math.round((value / total) * 100)}%` : '');
  return (
    <Group align="center" justify="center" gap="xl" wrap="wrap">
      {/* A picture with its text; the legend beside it carries the figures (docs/product.md#accessibility).
          Each slice's title shows its segment and figures under the pointer. */}
      <svg role="img" aria-label={MSG.dashboardSegmentChart} width={PIE_SIZE} height={PIE_SIZE} viewBox={`0 0 ${PIE_SIZE} ${PIE_SIZE}`} data-testid="segment-pie">
        {pieSlices(data, (d) => d.value, PIE_SIZE / 2).map(({ item, path }) => (
          <path key={item.name} d={path} fill={colorOf(item.color)} stroke="var(--mantine-color-body)" strokeWidth={1}>
            <title>{`${item.name}: ${formatCount(item.value)} (${percent(item.value)})`}</title>
          </path>
        ))}
      </svg>
      <Stack gap={6} miw={240} data-testid="segment-legend">
        {data.map((d) => (
          <Group key={d.name} gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <div
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 3,
                  background: colorOf(d.color),
                  flex: 'none',
                }}
              />
              <Text size="sm">{d.name}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {formatCount(d.value)}
              <Text span size="xs" c="dimmed" ml={6}>
                {percent(d.value)}
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
