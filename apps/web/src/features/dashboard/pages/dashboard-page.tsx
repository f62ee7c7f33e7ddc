import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconFileAlert, IconFileInvoice } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { RecentSuppliersTable } from '../components/recent-suppliers-table.tsx';
import { SegmentChart } from '../components/segment-chart.tsx';

function Figure({ label, value, icon, to, testId }: { label: string; value: number; icon: ReactNode; to: string; testId: string }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Anchor component={Link} to={to} underline="never">
            <Text fz={32} fw={700} lh={1.1} c="dark.7" data-testid={testId}>
              {formatCount(value)}
            </Text>
          </Anchor>
        </Stack>
        <ThemeIcon size={48} radius="md" variant="light">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** /: the count of suppliers and of sent quotations, suppliers per segmento, the 7 newest. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) {
    return (
      <Alert color="red" title={MSG.dashboardLoadFailed}>
        {dashboard.error.message}
      </Alert>
    );
  }
  const d = dashboard.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          label={MSG.dashboardSuppliers}
          value={d.suppliers}
          icon={<IconBuildingStore size={26} />}
          to={ROUTES.suppliers}
          testId="dashboard-suppliers"
        />
        <Figure
          label={MSG.dashboardQuotations}
          value={d.quotations}
          icon={<IconFileInvoice size={26} />}
          to={ROUTES.quotations}
          testId="dashboard-quotations"
        />
        {/* Current documents expiring within 30 days, to the list filtered alike (docs/product.md#qualification). */}
        <Figure
          label={MSG.dashboardDocumentsExpiring}
          value={d.documentosPorVencer}
          icon={<IconFileAlert size={26} />}
          to={`${ROUTES.suppliers}?${new URLSearchParams({ documentos: 'Por vencer' }).toString()}`}
          testId="dashboard-documents-expiring"
        />
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="md">
          {MSG.dashboardPerSegmento}
        </Title>
        <SegmentChart segmentos={d.segmentos} />
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {MSG.dashboardRecent}
        </Title>
        <RecentSuppliersTable suppliers={d.recent} />
      </Card>
    </Stack>
  );
}
