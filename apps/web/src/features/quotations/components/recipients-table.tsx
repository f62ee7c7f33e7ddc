import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import type { RecipientStatus } from '@abasto/domain/quotation';
import { ROUTES } from '@abasto/domain/routes';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconEye, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../app/pager.tsx';
import { pageOf } from '../../../lib/paging.ts';
import { RecipientStatusBadge } from './quotation-state-badge.tsx';
import { useMedia } from '../../../lib/use-media.ts';

export interface RecipientRow {
  key: string | number;
  supplierId: number | null;
  name: string;
  email: string | null;
  status?: RecipientStatus;
  reason?: string | null;
  /** An action on the row (Reenviar for a failed delivery). */
  action?: ReactNode;
  /** Flags under the name (No evaluado, documents expired, the reason a supplier is left out). */
  note?: ReactNode;
  /** Drawn dimmed: the supplier does not receive the request. */
  disabled?: boolean;
}

const PAGE_SIZE = 10;
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The read-only supplier table of the detail and confirm screens: quick search, 10 per page. */
export function RecipientsTable({ rows }: { rows: RecipientRow[] }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => {
    const words = fold(q).split(/\s+/).filter(Boolean);
    return rows.filter((r) => words.every((w) => fold(`${r.name} ${r.email ?? ''}`).includes(w)));
  }, [rows, q]);
  const { items: shown, pages } = pageOf(filtered, page, PAGE_SIZE);
  const withStatus = rows.some((r) => r.status);
  // On a phone (below 767 px) each recipient is a card, its actions in view (docs/product.md#quotation-detail).
  const phone = useMedia('(max-width: 766px)');
  const actionsOf = (r: RecipientRow) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {r.action}
      {r.supplierId !== null && (
        <ActionIcon
          variant="subtle"
          component={Link}
          to={ROUTES.supplier(r.supplierId, 'consultar-proveedor')}
          aria-label={fillMessage(MSG.viewNamed, { name: r.name })}
        >
          <IconEye size={18} />
        </ActionIcon>
      )}
    </Group>
  );

  return (
    <>
      <TextInput
        placeholder={MSG.supplierFieldSearch}
        aria-label={MSG.supplierFieldSearch}
        leftSection={<IconSearch size={16} />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setPage(1);
        }}
        mb="sm"
        maw={360}
      />
      {phone ? (
        <Stack gap="xs">
          {shown.map((r) => (
            <Paper
              key={r.key}
              withBorder
              p="sm"
              radius="md"
              data-testid="recipient-row"
              data-disabled={r.disabled || undefined}
              style={r.disabled ? { opacity: 0.6 } : undefined}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {r.name}
                  </Text>
                  {r.note}
                  <Text size="sm" c={r.email ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                    {r.email || 'NO TIENE'}
                  </Text>
                  {r.status && <RecipientStatusBadge status={r.status} reason={r.reason ?? null} />}
                </div>
                {actionsOf(r)}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.quotationColumnSupplier}</Table.Th>
                <Table.Th>{MSG.quotationColumnEmail}</Table.Th>
                {withStatus && <Table.Th>{MSG.quotationColumnDelivery}</Table.Th>}
                <Table.Th w={110}>
                  <VisuallyHidden>{MSG.a11yActionsColumn.es}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={r.key} data-testid="recipient-row" data-disabled={r.disabled || undefined} style={r.disabled ? { opacity: 0.6 } : undefined}>
                  <Table.Td>
                    {r.name}
                    {r.note}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={r.email ? undefined : 'dimmed'}>
                      {r.email || 'NO TIENE'}
                    </Text>
                  </Table.Td>
                  {withStatus && (
                    <Table.Td>{r.status && <RecipientStatusBadge status={r.status} reason={r.reason ?? null} />}</Table.Td>
                  )}
                  <Table.Td>{actionsOf(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager pages={pages} page={page} onChange={setPage} mt="sm" />
    </>
  );
}

export function ResendButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button size="compact-xs" variant="light" color="red" onClick={onClick} loading={loading}>
      {MSG.quotationResend}
    </Button>
  );
}
