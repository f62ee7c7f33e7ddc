import 'dayjs/locale/es';
import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { DOCUMENT_TYPES, type DocumentType, EXPIRING_DOCUMENT_TYPES } from '@abasto/domain/qualification-terms';
import { ActionIcon, Alert, Badge, Button, FileInput, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { skippedOffScreen } from '../../../lib/after-first-paint.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.tsx';
import {
  fetchDocumentFile,
  type QualificationOwner,
  useDeleteDocument,
  useDocuments,
  useUploadDocument,
} from '../api/qualification-calls.ts';
import { DayInput } from '../../../lib/day-input.tsx';

const STATUS_COLOR: Record<string, string> = { Vigente: 'green', 'Por vencer': 'yellow', Vencido: 'red' };

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Room the panel is taken to need while off screen (skippedOffScreen): the documents and the upload form, on a phone. */
export const DOCUMENTS_ROOM = 780;

/** A supplier's documents with their status, and the upload form (docs/product.md#qualification). */
export function DocumentsPanel({ owner, editable }: { owner: QualificationOwner; editable: boolean }) {
  const query = useDocuments(owner);
  const upload = useUploadDocument(owner);
  const remove = useDeleteDocument(owner);
  const [tipo, setTipo] = useState<DocumentType>('Constancia de RUC');
  const [nombre, setNombre] = useState('');
  const [emitido, setEmitido] = useState('');
  const [vence, setVence] = useState('');
  const [file, setFile] = useState<File | null>(null);
  useUnsavedChanges(() => file !== null || nombre !== '' || emitido !== '' || vence !== '');

  const open = async (docId: number) => {
    try {
      const doc = await fetchDocumentFile(owner, docId);
      const blob = await (await fetch(doc.file.file)).blob();
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const submit = async () => {
    if (!file) {
      notify.error(MSG.qualificationDocFileRequired);
      return;
    }
    const body = {
      tipo,
      nombre: nombre.trim() || null,
      emitido: emitido || null,
      vence: vence || null,
      file: { file: await readDataUrl(file), filename: file.name },
    };
    upload.mutate(body, {
      onSuccess: () => {
        notify.success(MSG.qualificationDocUploaded);
        setFile(null);
        setNombre('');
        setEmitido('');
        setVence('');
      },
      onError: (err) => notify.error(err.message),
    });
  };

  return (
    <Paper withBorder p="md" data-testid="documents-panel" style={skippedOffScreen(DOCUMENTS_ROOM)}>
      <Stack gap="sm">
        <Title order={3}>{MSG.qualificationDocumentsTitle}</Title>
        {query.isPending && <Loader size="sm" />}
        {query.isError && <Alert color="red">{query.error.message}</Alert>}
        {query.data?.data.length === 0 && <Text c="dimmed">{MSG.qualificationDocsEmpty}</Text>}
        {query.data?.data.map((d) => (
          <Group key={d.id} justify="space-between" wrap="wrap" gap="xs" data-testid="document-row">
            <Stack gap={0}>
              <Text fw={500}>
                {d.tipo === 'Otro' && d.nombre ? d.nombre : d.tipo}
                {d.obligatorio && (
                  <Badge ml="xs" size="xs" variant="outline">
                    {MSG.qualificationDocMandatory}
                  </Badge>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {d.filename} · {d.vence ?? MSG.qualificationDocNoExpiry}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={STATUS_COLOR[d.estado]}>{d.estado}</Badge>
              <ActionIcon variant="subtle" aria-label={MSG.qualificationDocOpen} onClick={() => void open(d.id)}>
                <IconExternalLink size={16} />
              </ActionIcon>
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={MSG.qualificationDocDelete}
                  onClick={() =>
                    remove.mutate(d.id, {
                      onSuccess: () => notify.success(MSG.qualificationDocDeleted),
                      onError: (e) => notify.error(e.message),
                    })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          </Group>
        ))}
        {editable && (
          <Stack gap="xs" mt="sm">
            <Title order={4}>{MSG.qualificationDocUpload}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={MSG.qualificationDocType}
                data={[...DOCUMENT_TYPES]}
                value={tipo}
                allowDeselect={false}
                onChange={(v) => v && setTipo(v as DocumentType)}
                comboboxProps={{ keepMounted: false }}
              />
              {tipo === 'Otro' && (
                <TextInput label={MSG.qualificationDocName} value={nombre} required onChange={(e) => setNombre(e.currentTarget.value)} />
              )}
              <DayInput label={MSG.qualificationDocIssued} locale="es" value={emitido || null} onChange={(day) => setEmitido(day ?? '')} />
              <DayInput
                label={MSG.qualificationDocExpires}
                locale="es"
                value={vence || null}
                required={EXPIRING_DOCUMENT_TYPES.includes(tipo)}
                onChange={(day) => setVence(day ?? '')}
              />
              <FileInput
                label={MSG.qualificationDocFile}
                accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
                value={file}
                onChange={setFile}
                clearable
                data-testid="document-file"
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button leftSection={<IconUpload size={16} />} onClick={() => void submit()} loading={upload.isPending}>
                {MSG.qualificationDocUpload}
              </Button>
            </Group>
            {EXPIRING_DOCUMENT_TYPES.includes(tipo) && !vence && (
              <Text size="xs" c="dimmed">
                {fillMessage(MSG.qualificationDocExpiryRequired, { tipo })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
