import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import type { QuotationRecipient } from '@abasto/domain/quotation';
import { Alert, Badge, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { downloadFile } from '../../../lib/download-file.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';
import { withAllStyles } from '../../../app/with-all-styles.ts';
import { formatWallClock } from '../../../lib/deadline.ts';
import { useAwardRequest } from '../api/award-request.ts';
import { useCancelRequest } from '../api/cancel-request.ts';
import { useCloseRequest } from '../api/close-request.ts';
import { exportComparison } from '../api/export-comparison.ts';
import { useAnswers } from '../api/get-answers.ts';
import { useComparison } from '../api/get-comparison.ts';
import { useSendReminder } from '../api/send-reminder.ts';
import { useSetExchangeRates } from '../api/set-exchange-rates.ts';
import { expandComparison } from './expand-comparison.ts';
import { ResponsesPanel } from './responses-panel.tsx';

const failed = (err: Error) => notify.error(err.message || MSG.sourcingActionFailed);

// The comparison and the award dialog (their tables, switches, forms and schemas) load when the
// comparison tab is opened, not with the quotation detail.
const ComparisonView = lazy(() => withAllStyles(() => import('./comparison-view.tsx')).then((m) => ({ default: m.ComparisonView })));
const AwardModal = lazy(() => withAllStyles(() => import('./award-modal.tsx')).then((m) => ({ default: m.AwardModal })));
const loading = (
  <Center py="md">
    <Loader size="sm" />
  </Center>
);

/**
 * The quotation detail's sourcing part (a request with lines or a deadline): «Respuestas» and
 * «Comparación». An ordinary quotation (the server answers 409) shows nothing here.
 */
export function SourcingSection({ quotationId, recipients }: { quotationId: number; recipients: QuotationRecipient[] }) {
  const { user } = useSession();
  const canManage = can(user?.role, 'sourcing.manage');
  const mayFollow = can(user?.role, 'sourcing.follow');
  const answers = useAnswers(quotationId, mayFollow);
  const [tab, setTab] = useState<string | null>('respuestas');
  const comparison = useComparison(quotationId, mayFollow && tab === 'comparacion' && answers.isSuccess);
  const remind = useSendReminder(quotationId);
  const close = useCloseRequest(quotationId);
  const cancel = useCancelRequest(quotationId);
  const rates = useSetExchangeRates(quotationId);
  const award = useAwardRequest(quotationId);
  const [awarding, setAwarding] = useState(false);
  const expanded = useMemo(() => (comparison.data ? expandComparison(comparison.data) : null), [comparison.data]);
  // An award or a cancellation under way takes no second one: a double click, or a click on the
  // confirm dialog while it fades out, would otherwise send it twice (the server also refuses it).
  const inFlight = useRef(new Set<'award' | 'cancel'>());
  const once = (what: 'award' | 'cancel', run: (settled: () => void) => void) => {
    if (inFlight.current.has(what)) return;
    inFlight.current.add(what);
    run(() => inFlight.current.delete(what));
  };

  if (!mayFollow) return null;
  if (answers.isLoading) return loading;
  if (answers.error instanceof ApiError && answers.error.status === 409) return null;
  if (!answers.data) return answers.error ? <Alert color="red">{answers.error.message}</Alert> : null;
  const { pedido } = answers.data;

  const confirm = (text: string, confirmLabel: string, run: () => void) =>
    modals.openConfirmModal({
      title: confirmLabel,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: MSG.sourcingKeep },
      confirmProps: { color: 'red' },
      onConfirm: run,
    });

  return (
    <Stack gap="sm" data-testid="sourcing-section">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{MSG.sourcingSectionTitle}</Title>
        <Group gap="xs">
          {pedido.sobreCerrado && <Badge variant="outline">{MSG.sourcingSealed}</Badge>}
          <Badge data-testid="request-state">{pedido.estado}</Badge>
        </Group>
      </Group>
      {pedido.fechaLimiteLocal && (
        <Text size="sm">
          {MSG.sourcingDeadline}: {formatWallClock(pedido.fechaLimiteLocal, pedido.zonaHoraria)}
        </Text>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="respuestas">{MSG.sourcingTabResponses}</Tabs.Tab>
          <Tabs.Tab value="comparacion">{MSG.sourcingTabComparison}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="respuestas" pt="sm">
          <ResponsesPanel
            answers={answers.data}
            recipients={recipients}
            canManage={canManage}
            busy={remind.isPending ? 'remind' : close.isPending ? 'close' : cancel.isPending ? 'cancel' : null}
            onRemind={() =>
              remind.mutate(undefined, {
                onSuccess: (r) =>
                  r.enviados > 0 ? notify.success(MSG.sourcingReminded(r.enviados)) : notify.info(MSG.sourcingNobodyToRemind),
                onError: failed,
              })}
            onClose={() =>
              confirm(MSG.sourcingCloseConfirm, MSG.sourcingCloseNow, () =>
                close.mutate(undefined, { onSuccess: () => notify.success(MSG.sourcingClosedNow), onError: failed }))}
            onCancel={() =>
              confirm(MSG.sourcingCancelConfirm, MSG.sourcingCancelRequest, () =>
                once('cancel', (settled) =>
                  cancel.mutate(undefined, {
                    onSuccess: () => notify.success(MSG.sourcingCancelDone),
                    onError: failed,
                    onSettled: settled,
                  }),
                ))}
            onAnswerFile={(recipientId, n, filename) =>
              void downloadFile(`/api/cotizacion/${quotationId}/respuestas/${recipientId}/archivos/${n}`, filename).catch(failed)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="comparacion" pt="sm">
          {comparison.isLoading ? (
            loading
          ) : expanded ? (
            <Suspense fallback={loading}>
              <ComparisonView
                comparison={expanded}
                canManage={canManage}
                savingRates={rates.isPending}
                onSaveRates={(t) => rates.mutate(t, { onSuccess: () => notify.success(MSG.sourcingRatesSaved), onError: failed })}
                onExport={(formato) => void exportComparison(quotationId, formato).catch(failed)}
                onAward={() => {
                  award.reset();
                  setAwarding(true);
                }}
              />
              {awarding && (
                <AwardModal
                  comparison={expanded}
                  opened={awarding}
                  onClose={() => setAwarding(false)}
                  pending={award.isPending}
                  error={award.error?.message ?? null}
                  onSubmit={(body) =>
                    once('award', (settled) =>
                      award.mutate(body, {
                        onSuccess: () => {
                          setAwarding(false);
                          notify.success(MSG.sourcingAwardDone);
                        },
                        onSettled: settled,
                      }),
                    )}
                />
              )}
            </Suspense>
          ) : (
            <Alert color="red">{comparison.error?.message ?? MSG.sourcingActionFailed}</Alert>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
