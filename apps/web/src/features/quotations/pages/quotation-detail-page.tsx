import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import { Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/notify.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { AfterFirstPaint } from '../../../lib/after-first-paint.tsx';
import { useQuotation } from '../api/get-quotation.ts';
import { useResendQuotation } from '../api/resend-quotation.ts';
import { QuotationStateBadge } from '../components/quotation-state-badge.tsx';
import { RecipientsTable, ResendButton } from '../components/recipients-table.tsx';
import { RichTextField } from '../components/rich-text-field.tsx';
// Sourcing (docs/sourcing.md): answers, comparison and award of a request with lines or a deadline.
import { SourcingSection } from '../components/sourcing-section.tsx';
import { formatDateTime } from '../../../lib/format-count.ts';

/** Room held for the recipients' heading and table, and for each of their rows (a phone's card). */
const RECIPIENTS_ROOM = 120;
const RECIPIENT_ROW_ROOM = 96;

/** /cotizacion/{id}/ver-cotizacion: what was sent, and where each supplier's e-mail is. */
export default function QuotationDetailPage() {
  const { id } = useParams();
  const quotationId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const { data, isLoading, error } = useQuotation(quotationId);
  const { user } = useSession();
  const mayResend = can(user?.role, 'quotations.send');
  const resend = useResendQuotation();

  if (isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!data) {
    return (
      <Text c="red" ta="center" py="xl">
        {error?.message ?? MSG.quotationNotFound}
      </Text>
    );
  }

  return (
    <Paper p="md" withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{data.title}</Title>
          <QuotationStateBadge state={data.state} />
        </Group>
        <Text size="sm" c="dimmed">
          {MSG.quotationColumnAuthor}: {data.author} · {formatDateTime(data.createdAt)}
        </Text>
        <TextInput label={MSG.quotationSubjectLabel} value={data.title} readOnly />
        <RichTextField label={MSG.quotationDescriptionLabel} value={data.descripcion} readOnly />
        {data.attachments.length > 0 && (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              {MSG.quotationAttachments}
            </Text>
            {data.attachments.map((a, n) => (
              <Group key={a.filename} gap="xs">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconDownload size={16} />}
                  aria-label={MSG.sourcingDownload(a.filename)}
                  // The file is behind the session: fetched with the token, then saved.
                  onClick={() =>
                    void downloadFile(`/api/cotizacion/${data.id}/archivos/${n}`, a.filename).catch((err: Error) =>
                      notify.error(err.message || MSG.sourcingActionFailed))}
                  h="auto"
                  py={4}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } }}
                >
                  {a.filename}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {/* What was sent is drawn with the title; who it went to, then their answers, each in a
            task of its own once the part above is on screen, with room held so that nothing below jumps. */}
        <AfterFirstPaint minHeight={RECIPIENTS_ROOM + data.fornecedores.length * RECIPIENT_ROW_ROOM}>
          <Title order={4}>{MSG.quotationColumnSuppliers}</Title>
          <RecipientsTable
            rows={data.fornecedores.map((f) => ({
              key: f.recipientId,
              supplierId: f._id,
              name: f.name,
              email: f.email,
              status: f.status,
              reason: f.reason,
              action:
              mayResend && f.status === 'failed' ? (
                <ResendButton
                  loading={resend.isPending && resend.variables?.recipientId === f.recipientId}
                  onClick={() =>
                    resend.mutate(
                      { id: data.id, recipientId: f.recipientId },
                      {
                        onSuccess: () => notify.success(MSG.quotationResent),
                        onError: (err) => notify.error(err.message || MSG.quotationResendFailed),
                      },
                    )}
                />
              ) : undefined,
            }))}
          />
        </AfterFirstPaint>
        <AfterFirstPaint minHeight={0}>
          <SourcingSection quotationId={data.id} recipients={data.fornecedores} />
          {mayResend && (
            <Group justify="flex-end">
              <Button
                leftSection={<IconSend size={16} />}
                // The label wraps on a phone instead of being cut.
                h="auto"
                py={8}
                styles={{ label: { whiteSpace: 'normal' } }}
                // A new request from this one, with its files, recipients and lines to edit (docs/product.md#quotation-detail).
                component={Link}
                to={ROUTES.newQuotation(data.id)}
              >
                {MSG.quotationResendAll}
              </Button>
            </Group>
          )}
        </AfterFirstPaint>
      </Stack>
    </Paper>
  );
}
