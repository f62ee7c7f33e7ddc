import '@mantine/dropzone/styles.css';
import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { QUOTATION_FILE_MAX_BYTES, QUOTATION_TOTAL_MAX_BYTES } from '@abasto/domain/quotation';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';

export interface DraftFile {
  filename: string;
  /** base64 of the bytes ('' for a file kept from the quotation it repeats). */
  file: string;
  size: number;
  /** A file of the quotation this draft repeats, sent again by reference (docs/product.md#quotation-detail). */
  kept?: boolean;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} kB`);

/**
 * The confirm screen's files: dropped or chosen, read as base64 at once; a file with the name of
 * one already there replaces it and says so ("Se reemplazó factura.pdf"); the total stays within
 * 20 MB (docs/product.md#quotation-confirm).
 */
export function AttachmentDrop({ files, onChange }: { files: DraftFile[]; onChange: (files: DraftFile[]) => void }) {
  const [replaced, setReplaced] = useState<string[]>([]);
  async function add(dropped: File[]) {
    let next = [...files];
    const names: string[] = [];
    for (const f of dropped) {
      const entry = { filename: f.name, file: await readBase64(f), size: f.size };
      if (next.some((x) => x.filename === f.name)) names.push(f.name);
      next = [...next.filter((x) => x.filename !== f.name), entry];
    }
    if (next.reduce((s, f) => s + f.size, 0) > QUOTATION_TOTAL_MAX_BYTES) {
      notify.error(MSG.quotationFilesTooLarge);
      return;
    }
    setReplaced(names);
    onChange(next);
  }

  function rejected(rejections: FileRejection[]) {
    for (const r of rejections) notify.error(fillMessage(MSG.quotationFileTooLarge, { name: r.file.name }));
  }

  return (
    <Stack gap="xs">
      <Dropzone onDrop={(f) => void add(f)} onReject={rejected} maxSize={QUOTATION_FILE_MAX_BYTES} data-testid="dropzone">
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFile size={36} />
          </Dropzone.Idle>
          <div>
            <Text size="md">{MSG.quotationDropHint}</Text>
            <Text size="sm" c="gray.7">
              {MSG.quotationDropLimits}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {replaced.length > 0 && (
        <Text size="sm" c="blue.9" role="status" data-testid="file-replaced">
          {replaced.map((name) => fillMessage(MSG.quotationFileReplaced, { name })).join(' · ')}
        </Text>
      )}
      {files.map((f) => (
        <Group key={f.filename} justify="space-between" wrap="nowrap" data-testid="attached-file">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFile size={18} />
            <Text size="sm" truncate>
              {f.filename}
            </Text>
            <Text size="xs" c="gray.7">
              {kb(f.size)}
            </Text>
            {f.kept && (
              <Badge size="xs" variant="light" color="gray">
                {MSG.quotationFileFromOriginal}
              </Badge>
            )}
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${MSG.quotationFileRemove} ${f.filename}`}
            onClick={() => {
              setReplaced([]);
              onChange(files.filter((x) => x.filename !== f.filename));
            }}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
