import { MSG } from '@abasto/domain/messages';
import { awardNeedsNote, formatPrice } from '@abasto/domain/sourcing';
import { Alert, Badge, Button, Checkbox, Group, NativeSelect, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { GuardedModal } from '../../../lib/unsaved-changes.tsx';
import type { AwardBody } from '../api/award-request.ts';
import { wholeAwardNeedsNote } from './comparison-order.ts';
import type { ExpandedComparison } from './expand-comparison.ts';

/**
 * «Adjudicar»: the whole request to one supplier, or line by line (each line starts on its lowest
 * complete price). A note is required when a choice is not the lowest; the other suppliers are
 * told unless the box is cleared.
 */
export function AwardModal({
  comparison,
  opened,
  onClose,
  onSubmit,
  pending,
  error,
}: {
  comparison: ExpandedComparison;
  opened: boolean;
  onClose: () => void;
  onSubmit: (body: AwardBody) => void;
  pending?: boolean;
  error?: string | null;
}) {
  const awardable = comparison.proveedores.filter((p) => p.proveedorId !== null);
  const byRecipient = useMemo(() => new Map(comparison.proveedores.map((p) => [p.recipientId, p])), [comparison]);
  const [mode, setMode] = useState<'whole' | 'lines'>('lines');
  const [whole, setWhole] = useState<string>('');
  const [perLine, setPerLine] = useState<Record<number, string>>(() =>
    Object.fromEntries(comparison.propuesta.map((p) => [p.itemId, String(p.recipientId)])),
  );
  const [nota, setNota] = useState('');
  const [avisarOtros, setAvisarOtros] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const notLowest = mode === 'whole'
    ? whole !== '' && wholeAwardNeedsNote(comparison, Number(whole))
    : Object.entries(perLine).some(([itemId, r]) => r !== '' && awardNeedsNote(comparison, Number(itemId), Number(r)));

  function submit() {
    setProblem(null);
    const note = nota.trim() || null;
    if (notLowest && !note) {
      setProblem(MSG.sourcingAwardNoteRequired);
      return;
    }
    if (mode === 'whole') {
      const p = byRecipient.get(Number(whole));
      if (!p?.proveedorId) {
        setProblem(MSG.sourcingAwardChooseSupplier);
        return;
      }
      onSubmit({ proveedorId: p.proveedorId, nota: note, avisarOtros });
      return;
    }
    const lineas = Object.entries(perLine)
      .filter(([, r]) => r !== '')
      .map(([itemId, r]) => ({ itemId: Number(itemId), proveedorId: byRecipient.get(Number(r))?.proveedorId ?? 0 }))
      .filter((l) => l.proveedorId > 0);
    if (lineas.length === 0) {
      setProblem(MSG.sourcingAwardLinesRequired);
      return;
    }
    onSubmit({ lineas, nota: note, avisarOtros });
  }

  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={MSG.sourcingAwardTitle}
      size="xl"
      fullScreen={false}
      dirty={() =>
        mode !== 'lines' ||
        whole !== '' ||
        nota !== '' ||
        !avisarOtros ||
        comparison.propuesta.some((p) => perLine[p.itemId] !== String(p.recipientId))}
    >
      <Stack>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'whole' | 'lines')}
          data={[
            { value: 'lines', label: MSG.sourcingAwardByLine },
            { value: 'whole', label: MSG.sourcingAwardWhole },
          ]}
          fullWidth
        />
        {mode === 'whole' ? (
          <NativeSelect
            label={MSG.sourcingAwardSupplier}
            value={whole}
            onChange={(e) => setWhole(e.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...awardable.map((p) => ({
                value: String(p.recipientId),
                label: `${p.razonSocial} · ${p.moneda} ${formatPrice(p.total, p.moneda)}${p.completa ? '' : ` · ${MSG.sourcingLinesNotQuoted}: ${p.lineasSinCotizar}`}`,
              })),
            ]}
          />
        ) : (
          <Table.ScrollContainer minWidth={360} mah={420}>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {comparison.lineas.map((line, n) => {
                  const options = line.celdas.filter((c) => !c.noCotizada && byRecipient.get(c.recipientId)?.proveedorId != null);
                  const chosen = perLine[line.id] ?? '';
                  const flagged = chosen !== '' && awardNeedsNote(comparison, line.id, Number(chosen));
                  return (
                    <Table.Tr key={line.id}>
                      <Table.Td>
                        <Text size="sm">
                          {n + 1}. {line.descripcion}
                        </Text>
                      </Table.Td>
                      <Table.Td miw={220}>
                        <NativeSelect
                          aria-label={MSG.sourcingAwardLineSupplier(line.descripcion)}
                          value={chosen}
                          onChange={(e) => {
                            const v = e.currentTarget.value;
                            setPerLine((prev) => ({ ...prev, [line.id]: v }));
                          }}
                          data={[
                            { value: '', label: '—' },
                            ...options.map((c) => {
                              const p = byRecipient.get(c.recipientId)!;
                              return {
                                value: String(c.recipientId),
                                label: `${p.razonSocial} · ${p.moneda} ${formatPrice(c.precioUnitario!, p.moneda)}${c.masBajo ? ` (${MSG.sourcingLowest})` : ''}`,
                              };
                            }),
                          ]}
                        />
                        {flagged && (
                          <Badge color="orange" variant="light" mt={4} size="xs">
                            {MSG.sourcingAwardNotLowest}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Textarea
          label={MSG.sourcingAwardNote}
          value={nota}
          onChange={(e) => setNota(e.currentTarget.value)}
          maxLength={2000}
          minRows={2}
          withAsterisk={notLowest}
          description={notLowest ? MSG.sourcingAwardNoteRequired : undefined}
        />
        <Checkbox label={MSG.sourcingAwardNotifyOthers} checked={avisarOtros} onChange={(e) => setAvisarOtros(e.currentTarget.checked)} />
        {(problem ?? error) && (
          <Alert color="red" role="alert">
            {problem ?? error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.sourcingKeep}
          </Button>
          <Button onClick={submit} loading={pending}>
            {MSG.sourcingAwardConfirm}
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
