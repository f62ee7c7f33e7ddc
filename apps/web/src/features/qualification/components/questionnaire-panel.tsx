import { MSG } from '@abasto/domain/messages';
import { defaultAnswers, type QuestionnaireEntry, QUESTIONS } from '@abasto/domain/qualification-terms';
import { Alert, Button, Group, Loader, Paper, Radio, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.tsx';
import { isStaleVersion } from '../../../lib/version-conflict.tsx';
import { AfterFirstPaint, inBatches, QUESTION_ROOM, skippedOffScreen, TITLED_BLOCK_ROOM } from '../../../lib/after-first-paint.tsx';
import { type QualificationOwner, useQuestionnaire, useSaveQuestionnaire } from '../api/qualification-calls.ts';

/** Room held for one question until it is drawn. */
/** Room the panel is taken to need until drawn: its title and the 17 questions, on a phone. */
export const QUESTIONNAIRE_ROOM = TITLED_BLOCK_ROOM + QUESTIONS.length * QUESTION_ROOM;

/**
 * The 17 questions (docs/product.md#qualification): answered by the supplier or by staff who may
 * edit. Below the fold of the supplier detail, they are drawn a few at a time after its first paint.
 */
export function QuestionnairePanel({ owner, editable }: { owner: QualificationOwner; editable: boolean }) {
  const query = useQuestionnaire(owner);
  const save = useSaveQuestionnaire(owner);
  const [draft, setDraft] = useState<QuestionnaireEntry[] | null>(null);
  useUnsavedChanges(() => draft !== null);
  // The supplier's version when the draft began: a save over someone else's change is refused
  // (docs/product.md#concurrent-edits) and the draft stays, to be saved again.
  const [draftVersion, setDraftVersion] = useState<number | undefined>(undefined);

  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const { preguntas, radioForm } = query.data.data;
  const stored = radioForm.length > 0 ? (radioForm as QuestionnaireEntry[]) : defaultAnswers();
  const answers = draft ?? stored;

  const version = query.data.data.version;
  const submit = () =>
    save.mutate({ radioForm: answers, version: draft ? draftVersion : version }, {
      onSuccess: () => {
        setDraft(null);
        notify.success(MSG.qualificationQuestionnaireSaved);
      },
      onError: (err) => {
        notify.error(err.message);
        // Stale: the draft stays; saving again saves it over the newer answers.
        if (isStaleVersion(err)) void query.refetch().then((r) => setDraftVersion(r.data?.data.version));
      },
    });

  return (
    <Paper withBorder p="md" data-testid="questionnaire-panel" style={skippedOffScreen(QUESTIONNAIRE_ROOM)}>
      <Stack gap="sm">
        <Title order={3}>{MSG.supplierSectionRadioForm}</Title>
        {inBatches(preguntas.map((q, i) => ({ q, i }))).map((batch) => (
          <AfterFirstPaint key={batch[0]!.i} minHeight={batch.length * QUESTION_ROOM}>
            {batch.map(({ q, i }) => (
              <Radio.Group
                key={q.pregunta}
                label={`${i + 1}. ${q.pregunta}`}
                value={answers[i]?.respuesta ?? 'Sí'}
                onChange={(respuesta) => {
                  if (!draft) setDraftVersion(version);
                  setDraft(answers.map((e, j) => (j === i ? { ...e, respuesta: respuesta as QuestionnaireEntry['respuesta'] } : e)));
                }}
              >
                <Group mt={4} gap="md">
                  {q.opciones.map((o) => (
                    <Radio key={o} value={o} label={o} disabled={!editable} />
                  ))}
                </Group>
              </Radio.Group>
            ))}
          </AfterFirstPaint>
        ))}
        {editable && (
          <Group justify="flex-end">
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={submit} loading={save.isPending}>
              {MSG.qualificationQuestionnaireSave}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
