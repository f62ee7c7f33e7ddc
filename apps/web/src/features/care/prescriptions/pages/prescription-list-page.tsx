import { can } from '@abasto/domain/permissions';
import { MSG } from '@abasto/domain/messages';
import { personName } from '@abasto/domain/person-name';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Anchor, Badge, Button, Center, Group, Paper, Stack, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pager } from '../../../../app/pager.tsx';
import { PageLoader } from '../../../../app/page-loader.tsx';
import { pageCount } from '../../../../lib/paging.ts';
import { useUser } from '../../../../lib/session.tsx';
import { PRESCRIPTION_PAGE_SIZE, usePrescriptions } from '../api/get-prescriptions.ts';
import { formatIssueDate } from '../components/format-issue-date.ts';
import { useMedia } from '../../../../lib/use-media.ts';
import { withAllStyles } from '../../../../app/with-all-styles.ts';

// The form (its schema, inputs and lists) is loaded and mounted only when the doctor opens it. The
// list carries only the first screens' Mantine styles (app/mantine-first.css): the form brings all of them.
const PrescriptionFormModal = lazy(async () => {
  const modal = await withAllStyles(() => import('../components/prescription-form-modal.tsx'));
  return { default: modal.PrescriptionFormModal };
});

/** /receitas: the prescriptions the user may read (a patient its own), newest first. */
export default function PrescriptionListPage() {
  const user = useUser();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const narrow = useMedia('(max-width: 48em)');
  const list = usePrescriptions({ page, search: debounced });
  const pages = list.data ? pageCount(list.data.total, PRESCRIPTION_PAGE_SIZE) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          placeholder={MSG.carePrescriptionSearch}
          aria-label={MSG.carePrescriptionSearch}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        {can(user.role, 'care.prescribe') && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {MSG.carePrescriptionNew}
          </Button>
        )}
      </Group>

      <Paper withBorder radius="md" p={0}>
        {list.isPending ? (
          <PageLoader />
        ) : list.isError ? (
          <Alert color="red" m="md">
            {list.error.message || MSG.careLoadFailed}
          </Alert>
        ) : list.data.data.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">{MSG.carePrescriptionEmpty}</Text>
          </Center>
        ) : narrow ? (
          <Stack gap={0} data-testid="prescription-cards">
            {list.data.data.map((p, i) => (
              <UnstyledButton
                key={p.id}
                component={Link}
                to={ROUTES.prescription(p.id, p.title)}
                p="md"
                style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
              >
                {/* Named by what it shows, its action first (docs/product.md#accessibility). */}
                <VisuallyHidden>{`${MSG.carePrescriptionOpen}: `}</VisuallyHidden>
                {/* The count keeps its size beside a long title, which wraps (docs/product.md#prescriptions). */}
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Text fw={600} c="blue.8" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {p.title}
                  </Text>
                  <RemediosCount count={p.remediosCount} />
                </Group>
                <Text size="sm" mt={4}>
                  {MSG.carePatient}: {personName(p.patient)}
                </Text>
                <Text size="sm" c="dimmed">
                  {personName(p.doctor)} · {formatIssueDate(p.createdAt)}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="prescription-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG.carePrescription}</Table.Th>
                  <Table.Th>{MSG.carePatient}</Table.Th>
                  <Table.Th>{MSG.careDoctor}</Table.Th>
                  <Table.Th>{MSG.carePrescriptionIssued}</Table.Th>
                  <Table.Th ta="center">{MSG.carePrescriptionRemediosCount}</Table.Th>
                  <Table.Th ta="right">{MSG.careAction}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Anchor component={Link} to={ROUTES.prescription(p.id, p.title)} fw={600}>
                        {p.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{personName(p.patient)}</Table.Td>
                    <Table.Td>{personName(p.doctor)}</Table.Td>
                    <Table.Td>{formatIssueDate(p.createdAt)}</Table.Td>
                    <Table.Td ta="center">
                      <RemediosCount count={p.remediosCount} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        to={ROUTES.prescription(p.id, p.title)}
                        aria-label={`${MSG.careView}: ${p.title}`}
                      >
                        {MSG.careView}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Pager pages={pages} page={page} onChange={setPage} />

      {creating && (
        <Suspense fallback={null}>
          <PrescriptionFormModal
            opened
            onClose={() => setCreating(false)}
            onSaved={(p) => void navigate(ROUTES.prescription(p.id, p.title))}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** How many medicines: dark on light (over 4.5:1), never squeezed by the text beside it. */
function RemediosCount({ count }: { count: number }) {
  return (
    <Badge
      variant="light"
      c="blue.9"
      style={{ flexShrink: 0, overflow: 'visible' }}
      data-testid="remedios-count"
      aria-label={`${MSG.carePrescriptionRemediosCount}: ${count}`}
    >
      {count}
    </Badge>
  );
}
