import { ROUTES } from '@abasto/domain/routes';
import { MSG } from '@abasto/domain/messages';
import { Alert, Anchor, Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useOwnRequest } from '../api/get-own-request.ts';
import { useOwnRequests } from '../api/list-own-requests.ts';
import { useSubmitOwnAnswer } from '../api/submit-own-answer.ts';
import { AnswerScreen } from '../components/answer-screen.tsx';
import { formatInZone } from '../../../lib/deadline.ts';
import { AnswerStateBadge } from '../components/answer-state-badge.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { notify } from '../../../lib/notify.ts';

/** "Mis pedidos de cotización": the logged-in proveedor's own requests, and the answer form of one. */
export default function MyRequestsPage() {
  const { id } = useParams();
  const requestId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  return requestId === null ? <OwnList /> : <OwnAnswer id={requestId} />;
}

function OwnList() {
  const { data, isLoading, error } = useOwnRequests();
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{MSG.sourcingMyRequestsTitle}</Title>
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.data.length === 0 && <Text c="dimmed">{MSG.sourcingMyRequestsEmpty}</Text>}
        {data && data.data.length > 0 && (
          <Table.ScrollContainer minWidth={340}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG.quotationColumnTitle}</Table.Th>
                  <Table.Th>{MSG.sourcingDeadline}</Table.Th>
                  <Table.Th>{MSG.sourcingAnswerState}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Anchor component={Link} to={ROUTES.ownRequest(r.id)}>
                        {r.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {r.empresa} · {r.estado}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.fechaLimite ? formatInZone(r.fechaLimite) : MSG.sourcingNoDeadline}</Table.Td>
                    <Table.Td>
                      <AnswerStateBadge estado={r.respuesta} />
                      {r.version !== null && (
                        <Text size="xs" c="dimmed">
                          v{r.version}
                        </Text>
                      )}
                      {r.debeReconfirmar && (
                        <Badge color="yellow" variant="light" miw="max-content">
                          {MSG.sourcingFlagReconfirm}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function OwnAnswer({ id }: { id: number }) {
  const request = useOwnRequest(id);
  const submit = useSubmitOwnAnswer(id);
  return (
    <Stack>
      <Button component={Link} to={ROUTES.ownRequests} variant="subtle" w="fit-content">
        {MSG.sourcingBackToList}
      </Button>
      {request.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : request.data ? (
        <AnswerScreen
          request={request.data}
          submit={(body) => submit.mutateAsync(body)}
          attachmentUrl={(n) => `/api/perfil-proveedor/pedidos/${id}/archivos/${n}`}
          onAttachment={(n, filename) =>
            void downloadFile(`/api/perfil-proveedor/pedidos/${id}/archivos/${n}`, filename).catch((err: Error) => notify.error(err.message))}
        />
      ) : (
        <Alert color="red">{request.error?.message ?? MSG.sourcingLoadFailed}</Alert>
      )}
    </Stack>
  );
}
