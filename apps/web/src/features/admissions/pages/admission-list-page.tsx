import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import type { AdmissionRequest } from '@abasto/domain/supplier-admission';
import { Alert, Anchor, Card, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { useAdmissions } from '../api/admissions.ts';
import { AdmissionFlags, AdmissionStateBadge } from '../components/admission-flags.tsx';
import { useMedia } from '../../../lib/use-media.ts';

export const formatWhen = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

function OpenLink({ r }: { r: AdmissionRequest }) {
  return (
    <Anchor component={Link} to={ROUTES.admission(r.id)} fw={600} c="blue.8" aria-label={fillMessage(MSG.admissionOpen, { name: r.razonSocial })}>
      {r.razonSocial}
    </Anchor>
  );
}

/**
 * /solicitudes-alta (gerente, admin): the public registrations waiting to be accepted, oldest
 * first, with their collision flags (docs/product.md#supplier-admission). A phone gets one card
 * per request instead of the table.
 */
export default function AdmissionListPage() {
  const [todas, setTodas] = useState(false);
  const query = useAdmissions(todas);
  const phone = useMedia('(max-width: 766px)');
  const rows = query.data?.data ?? [];

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {MSG.admissionTitle}
        </Title>
        <Switch label={MSG.admissionShowDecided} checked={todas} onChange={(e) => setTodas(e.currentTarget.checked)} />
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="gray.7">{MSG.admissionEmpty}</Text>
      ) : phone ? (
        <Stack gap="sm" data-testid="admission-cards">
          {rows.map((r) => (
            <Card key={r.id} withBorder padding="sm" data-testid="admission-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <OpenLink r={r} />
                <AdmissionStateBadge estado={r.estado} />
              </Group>
              <Text size="sm">
                {MSG.admissionColumnRegistro}: {r.registro}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.email ?? ''}
              </Text>
              <Text size="xs" c="gray.7">
                {formatWhen(r.fecha)}
              </Text>
              <AdmissionFlags request={r} />
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table highlightOnHover verticalSpacing="sm" data-testid="admission-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.admissionColumnDate}</Table.Th>
                <Table.Th>{MSG.admissionColumnCompany}</Table.Th>
                <Table.Th>{MSG.admissionColumnRegistro}</Table.Th>
                <Table.Th>{MSG.admissionColumnEmail}</Table.Th>
                <Table.Th>{MSG.admissionColumnFlags}</Table.Th>
                <Table.Th>{MSG.admissionColumnState}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid="admission-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(r.fecha)}</Table.Td>
                  <Table.Td>
                    <OpenLink r={r} />
                  </Table.Td>
                  <Table.Td ff="monospace">{r.registro}</Table.Td>
                  <Table.Td>{r.email ?? ''}</Table.Td>
                  <Table.Td>
                    <AdmissionFlags request={r} />
                  </Table.Td>
                  <Table.Td>
                    <AdmissionStateBadge estado={r.estado} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
