import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';

/**
 * The pie of the dashboard's segment chart: Mantine's PieChart (recharts, about 90 kB of gzip),
 * loaded on its own after the page has drawn (segment-chart.tsx). The dashboard is drawn with the
 * first screens' Mantine styles: its tooltip's (ColorSwatch) are listed in app/mantine-first.css.
 */
export default function SegmentPie({ data, size }: { data: { name: string; value: number; color: string }[]; size: number }) {
  return <PieChart data={data} size={size} withTooltip tooltipDataSource="segment" strokeWidth={1} />;
}
