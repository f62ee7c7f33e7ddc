import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { type ImportPreview, type ImportSummary, IMPORT_MAX_LISTED_ERRORS } from '@abasto/domain/supplier-import';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count.ts';
import { type ImportFile, useApplyImport, usePreviewImport } from '../api/import-suppliers.ts';
import { saveFile } from '../../../lib/download-file.ts';
import { downloadImportTemplate } from '../api/supplier-files.ts';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function saveRejected(rejected: NonNullable<ImportSummary['rechazadas']>) {
  const bytes = Uint8Array.from(atob(rejected.base64), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: rejected.contentType }), rejected.filename);
}

function PreviewTables({ preview }: { preview: ImportPreview }) {
  return (
    <>
      {preview.errores.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            {MSG.importErrorsTitle}
          </Title>
          {preview.errores.length >= IMPORT_MAX_LISTED_ERRORS && (
            <Text size="sm">{fillMessage(MSG.importErrorsMore, { n: formatCount(IMPORT_MAX_LISTED_ERRORS) })}</Text>
          )}
          <Table.ScrollContainer minWidth={480} type="native" mah={420}>
            <Table striped verticalSpacing="xs" aria-label={MSG.importErrorsTitle} data-testid="import-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{MSG.importColRow}</Table.Th>
                  <Table.Th scope="col">{MSG.importColField}</Table.Th>
                  <Table.Th scope="col">{MSG.importColMessage}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.errores.map((e) => (
                  <Table.Tr key={`${e.fila}-${e.campo}`}>
                    <Table.Td>{e.fila}</Table.Td>
                    <Table.Td>{e.campo}</Table.Td>
                    <Table.Td>{e.mensaje}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {preview.duplicados.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            {fillMessage(MSG.importDuplicatesTitle, { n: formatCount(preview.duplicados.length) })}
          </Title>
          <Table.ScrollContainer minWidth={360} type="native" mah={300}>
            <Table striped verticalSpacing="xs" aria-label={MSG.importColSupplier} data-testid="import-duplicates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{MSG.importColRow}</Table.Th>
                  <Table.Th scope="col">{MSG.importColSupplier}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.duplicados.map((d) => (
                  <Table.Tr key={d.fila}>
                    <Table.Td>{d.fila}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={ROUTES.supplier(d.proveedorId, 'consultar-proveedor')}>
                        {d.razonSocial}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </>
  );
}

/** /proveedores/importar (docs/product.md#supplier-import-and-export): template, check, import, summary. */
export default function SupplierImportPage() {
  const [chosen, setChosen] = useState<File | null>(null);
  const [file, setFile] = useState<ImportFile | null>(null);
  const [duplicados, setDuplicados] = useState<'omitir' | 'actualizar'>('omitir');
  const [templateError, setTemplateError] = useState<string | null>(null);
  const check = usePreviewImport();
  const apply = useApplyImport();
  const preview = check.data;
  const summary = apply.data;

  const choose = (next: File | null) => {
    setChosen(next);
    setFile(null);
    check.reset();
    apply.reset();
  };
  const runCheck = async () => {
    if (!chosen) return;
    const read = { file: await readDataUrl(chosen), filename: chosen.name };
    setFile(read);
    check.mutate(read);
  };
  const template = (formato: 'csv' | 'xlsx') => {
    setTemplateError(null);
    downloadImportTemplate(formato).catch((err: Error) => setTemplateError(err.message));
  };
  const validas = preview?.validas ?? 0;

  return (
    // The header names the page (MSG.importTitle, from the route table).
    <Stack gap="md" maw={960}>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text>{MSG.importIntro}</Text>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => template('csv')}>
              {MSG.importTemplateCsv}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => template('xlsx')}>
              {MSG.importTemplateXlsx}
            </Button>
          </Group>
          {templateError && <Alert color="red">{templateError}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FileInput
              label={MSG.importChooseFile}
              placeholder={MSG.importChoosePlaceholder}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={16} />}
              value={chosen}
              onChange={choose}
              clearable
              data-testid="import-file"
            />
          </SimpleGrid>
          <Group>
            <Button onClick={() => void runCheck()} disabled={!chosen || apply.isPending} loading={check.isPending}>
              {MSG.importCheck}
            </Button>
          </Group>
          {check.isError && (
            <Alert color="red" role="alert">
              {check.error.message}
            </Alert>
          )}
        </Stack>
      </Card>

      {preview && !summary && (
        <Card withBorder padding="md">
          <Stack gap="md">
            <Text fw={600} role="status">
              {fillMessage(MSG.importRowsSummary, {
                filas: formatCount(preview.filas),
                validas: formatCount(preview.validas),
                errores: formatCount(preview.filasConErrores),
              })}
            </Text>
            <PreviewTables preview={preview} />
            {preview.duplicados.length > 0 && (
              <Radio.Group
                label={MSG.importDuplicatesLegend}
                value={duplicados}
                onChange={(v) => setDuplicados(v as 'omitir' | 'actualizar')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="omitir" label={MSG.importDuplicatesOmit} />
                  <Radio value="actualizar" label={MSG.importDuplicatesUpdate} />
                </Stack>
              </Radio.Group>
            )}
            {apply.isPending && (
              <Stack gap={4}>
                <Text size="sm" id="import-progress-label">
                  {MSG.importApplying}
                </Text>
                <Progress value={100} animated striped aria-labelledby="import-progress-label" />
              </Stack>
            )}
            {apply.isError && (
              <Alert color="red" role="alert">
                {apply.error.message}
              </Alert>
            )}
            <Group>
              <Button
                leftSection={<IconUpload size={16} />}
                disabled={validas === 0 || !file}
                loading={apply.isPending}
                onClick={() => file && apply.mutate({ file, duplicados })}
              >
                {fillMessage(MSG.importApply, { n: formatCount(validas) })}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      {summary && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <div role="status">
              <Title order={3} fz="h4">
                {MSG.importDone}
              </Title>
            </div>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="import-summary">
              {(
                [
                  [MSG.importCreated, summary.creados],
                  [MSG.importUpdated, summary.actualizados],
                  [MSG.importSkipped, summary.omitidos],
                  [MSG.importWithErrors, summary.conErrores],
                ] as const
              ).map(([label, n]) => (
                <Stack key={label} gap={0}>
                  <Text size="sm">{label}</Text>
                  <Text fz="h3" fw={700}>
                    {formatCount(n)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Group gap="xs">
              {summary.rechazadas && (
                <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => saveRejected(summary.rechazadas!)}>
                  {MSG.importDownloadRejected}
                </Button>
              )}
              <Button variant="subtle" onClick={() => choose(null)}>
                {MSG.importAnother}
              </Button>
              <Button component={Link} to={ROUTES.suppliers} variant="subtle">
                {MSG.supplierBackToList}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
