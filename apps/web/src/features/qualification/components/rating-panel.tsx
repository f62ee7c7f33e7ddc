import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { CALIFICACIONES } from '@abasto/domain/supplier-enums';
import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { skippedOffScreen } from '../../../lib/after-first-paint.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.tsx';
import { formatDecimal } from '../../../lib/format-count.ts';
import { useUser } from '../../../lib/session.tsx';
import { useDecideRating, useProposeRating, useRating } from '../api/qualification-calls.ts';

const num = (n: number) => formatDecimal(n, 3);

/** Room the panel is taken to need while off screen (skippedOffScreen): the rating with its parts and the proposal form, on a phone. */
export const RATING_ROOM = 700;

/**
 * The rating of a supplier (staff only): in force, the suggestion with its parts as
 * value × weight = points, the proposal waiting for a second person, and the forms to propose
 * and decide (docs/product.md#qualification).
 */
export function RatingPanel({ supplierId }: { supplierId: number }) {
  const user = useUser();
  const query = useRating(supplierId);
  const propose = useProposeRating(supplierId);
  const decide = useDecideRating(supplierId);
  const [calificacion, setCalificacion] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [comentario, setComentario] = useState('');
  // The comment belongs to the pending proposal: once it is decided, nothing is left to lose.
  useUnsavedChanges(
    () => calificacion !== null || motivo !== '' || (comentario !== '' && Boolean(query.data?.data.pendiente)),
  );
  const mayRate = can(user.role, 'suppliers.rate');

  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <Alert color="red" title={MSG.qualificationLoadFailed}>{query.error.message}</Alert>;
  const view = query.data.data;
  const s = view.sugerencia;
  const pending = view.pendiente;

  return (
    <Paper withBorder p="md" data-testid="rating-panel" style={skippedOffScreen(RATING_ROOM)}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>{MSG.qualificationRatingTitle}</Title>
          <Group gap="xs">
            <Badge size="lg" color={view.calificacion === 'Rechazado' ? 'red' : 'blue'} data-testid="rating-in-force">
              {fillMessage(MSG.qualificationRatingInForce, { calificacion: view.calificacion })}
            </Badge>
            {pending && <Badge color="yellow">{MSG.qualificationPendingApproval}</Badge>}
          </Group>
        </Group>
        <Text fw={500}>{fillMessage(MSG.qualificationSuggested, { calificacion: s.calificacion, total: num(s.total) })}</Text>
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Tbody>
              {s.partes.map((p) => (
                <Table.Tr key={p.parte}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.etiqueta}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.detalle}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {p.disponible ? fillMessage(MSG.qualificationPartFormula, { valor: num(p.valor ?? 0), peso: p.peso, puntos: num(p.puntos) }) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {s.topes.map((t) => (
          <Alert key={t.motivo} color={t.maximo === 'Rechazado' ? 'red' : 'yellow'} p="xs">
            {t.motivo}
          </Alert>
        ))}

        {pending && (
          <Alert color="yellow" title={MSG.qualificationPendingApproval}>
            <Text size="sm">
              {fillMessage(MSG.qualificationProposedBy, {
                calificacion: pending.calificacion,
                nombre: pending.propuestoPor ? `${pending.propuestoPor.name} ${pending.propuestoPor.lastName}`.trim() : '—',
                motivo: pending.motivo,
              })}
            </Text>
            {mayRate && (
              <Stack gap="xs" mt="xs">
                <Textarea
                  label={MSG.qualificationComment}
                  value={comentario}
                  onChange={(e) => setComentario(e.currentTarget.value)}
                />
                <Group gap="xs">
                  <Button
                    color="green"
                    loading={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { proposalId: pending.id, aprobar: true, comentario },
                        { onSuccess: () => notify.success(MSG.qualificationApproved), onError: (e) => notify.error(e.message) },
                      )}
                  >
                    {MSG.qualificationApprove}
                  </Button>
                  <Button
                    variant="default"
                    loading={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { proposalId: pending.id, aprobar: false, comentario },
                        { onSuccess: () => notify.success(MSG.qualificationReturned), onError: (e) => notify.error(e.message) },
                      )}
                  >
                    {MSG.qualificationReturn}
                  </Button>
                </Group>
              </Stack>
            )}
          </Alert>
        )}

        {mayRate && !pending && (
          <Stack gap="xs">
            <Title order={4}>{MSG.qualificationPropose}</Title>
            <Select
              label={MSG.supplierFieldCalificacion}
              data={[...CALIFICACIONES]}
              value={calificacion ?? s.calificacion}
              allowDeselect={false}
              onChange={setCalificacion}
              comboboxProps={{ keepMounted: false }}
            />
            <Textarea
              label={MSG.qualificationReason}
              value={motivo}
              onChange={(e) => setMotivo(e.currentTarget.value)}
              minRows={2}
            />
            <Group justify="flex-end">
              <Button
                loading={propose.isPending}
                onClick={() =>
                  propose.mutate(
                    { calificacion: calificacion ?? s.calificacion, motivo },
                    {
                      onSuccess: () => {
                        setMotivo('');
                        setCalificacion(null);
                        notify.success(MSG.qualificationProposed);
                      },
                      onError: (e) => notify.error(e.message),
                    },
                  )}
              >
                {MSG.qualificationPropose}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
