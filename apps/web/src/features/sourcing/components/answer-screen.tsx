import { MSG } from '@abasto/domain/messages';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconClock, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { RichTextField } from '../../quotations/components/rich-text-field.tsx';
import { formatInZone, timeLeft } from '../../../lib/deadline.ts';
import { formatDateTime } from '../../../lib/format-count.ts';
import type { AnswerRequest, AnswerSaved, AnswerSubmission } from '../sourcing-types.ts';
import { AnswerForm } from './answer-form.tsx';
import { RequestLinesTable } from './request-lines-table.tsx';

/** Now, again every minute: the time left follows the clock. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

export function isOpen(request: AnswerRequest, now: number): boolean {
  if (!request.aceptaRespuestas) return false;
  return !request.fechaLimite || new Date(request.fechaLimite).getTime() > now;
}

/** The request as its supplier sees it: who asks, what, until when, and the files. */
export function RequestHeader({
  request,
  now,
  attachmentUrl,
  onAttachment,
  showLines = true,
}: {
  request: AnswerRequest;
  now: number;
  /** Where the n-th attachment (from 0) downloads from. */
  attachmentUrl?: (index: number, filename: string) => string;
  /** A download that needs the session: done by the page instead of the link. */
  onAttachment?: (index: number, filename: string) => void;
  /** The lines as a table; left out while the form below lists them. */
  showLines?: boolean;
}) {
  const left = request.fechaLimite ? timeLeft(request.fechaLimite, now) : null;
  return (
    <Stack gap="sm">
      {request.empresa && (
        <Text size="sm" c="dimmed">
          {MSG.sourcingFromCompany(request.empresa)}
        </Text>
      )}
      <Title order={2}>{request.title}</Title>
      {request.fechaLimite && (
        <Group gap="xs" wrap="wrap">
          <IconClock size={18} aria-hidden />
          <Text fw={500}>
            {MSG.sourcingDeadline}: {formatInZone(request.fechaLimite, request.zonaHoraria)}
          </Text>
          {left && <Badge variant="light">{MSG.sourcingTimeLeft(left)}</Badge>}
        </Group>
      )}
      <RichTextField label={MSG.quotationDescriptionLabel} value={request.descripcion} onChange={() => {}} readOnly />
      {showLines && request.items.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <RequestLinesTable items={request.items} />
        </Table.ScrollContainer>
      )}
      {request.archivos.length > 0 && (
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {MSG.quotationAttachments}
          </Text>
          {request.archivos.map((a, i) =>
            attachmentUrl ? (
              <Anchor
                key={a.filename}
                href={attachmentUrl(i, a.filename)}
                download={a.filename}
                size="sm"
                aria-label={MSG.sourcingDownload(a.filename)}
                onClick={
                  onAttachment
                    ? (e) => {
                        e.preventDefault();
                        onAttachment(i, a.filename);
                      }
                    : undefined
                }
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <IconDownload size={16} aria-hidden />
                  {a.filename}
                </Group>
              </Anchor>
            ) : (
              <Text key={a.filename} size="sm">
                {a.filename}
              </Text>
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The supplier's page of one request (by link or logged in): the request, then the form while
 * it is open, a confirmation once answered, and a plain notice once closed.
 */
export function AnswerScreen({
  request,
  submit,
  attachmentUrl,
  onAttachment,
}: {
  request: AnswerRequest;
  submit: (body: AnswerSubmission) => Promise<AnswerSaved>;
  attachmentUrl?: (index: number, filename: string) => string;
  onAttachment?: (index: number, filename: string) => void;
}) {
  const now = useNow();
  const [saved, setSaved] = useState<AnswerSaved | null>(null);
  const [closedByServer, setClosedByServer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = isOpen(request, now) && closedByServer === null;
  const given = request.respuesta;

  async function send(body: AnswerSubmission) {
    setFailure(null);
    try {
      const result = await submit(body);
      setSaved(result);
      window.scrollTo?.({ top: 0 });
      return result;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setClosedByServer(err.message || MSG.sourcingClosed);
      else setFailure(err instanceof Error && err.message ? `${MSG.sourcingSubmitFailed} ${err.message}` : MSG.sourcingSubmitFailed);
      throw err;
    }
  }

  return (
    <Stack>
      <Paper withBorder p="md">
        <RequestHeader
          request={request}
          now={now}
          attachmentUrl={attachmentUrl}
          onAttachment={onAttachment}
          showLines={!open || saved !== null}
        />
      </Paper>
      {!open && (
        <Alert color="gray" role="status" title={MSG.sourcingAnswerPageTitle}>
          {closedByServer
            ?? request.mensaje
            ?? (request.estado === MSG.sourcingStateCancelled ? MSG.sourcingCancelledNotice : MSG.sourcingClosed)}
        </Alert>
      )}
      {saved ? (
        <Alert color="green" role="status">
          <Stack gap="xs" align="flex-start">
            <Text>{saved.data.respuesta?.declina ? MSG.sourcingDeclined : MSG.sourcingSubmitted(saved.version)}</Text>
            {open && (
              <Button variant="light" onClick={() => setSaved(null)}>
                {MSG.sourcingChangeAnswer}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          {given && (
            <Text size="sm" c="dimmed">
              {MSG.sourcingLatestAnswer(given.version, formatDateTime(given.respondidaAt))}
            </Text>
          )}
          {request.debeReconfirmar && open && <Alert color="yellow">{MSG.sourcingMustReconfirm}</Alert>}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {open && (
            <Paper withBorder p="md">
              <AnswerForm key={given?.version ?? 0} request={request} onSubmit={send} zone={request.zonaHoraria} />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
