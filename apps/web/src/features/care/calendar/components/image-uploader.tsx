import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_MIME_TYPES } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { ActionIcon, Box, Group, Image, Input, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';

/** What the uploader says; the calendar's event image texts unless another form gives its own. */
export interface ImageUploaderTexts {
  label: string;
  drop: string;
  hint: string;
  remove: string;
  readFailed: string;
  tooLarge: string;
  invalid: string;
}

const EVENT_IMAGE_TEXTS: ImageUploaderTexts = {
  label: MSG.careEventFieldImage,
  drop: MSG.careEventImageDrop,
  hint: MSG.careEventImageHint,
  remove: MSG.careEventImageRemove,
  readFailed: MSG.careEventImageReadFailed,
  tooLarge: MSG.careEventImageTooLarge,
  invalid: MSG.careEventImageInvalid,
};

interface Props {
  value: string | null;
  onChange(value: string | null): void;
  error?: string;
  texts?: ImageUploaderTexts;
  maxBytes?: number;
  testId?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** One image, read at once into a base64 data URL; removing it clears the value. */
export function ImageUploader({
  value,
  onChange,
  error,
  texts = EVENT_IMAGE_TEXTS,
  maxBytes = EVENT_IMAGE_MAX_BYTES,
  testId = 'event-image',
}: Props) {
  const [problem, setProblem] = useState<string | null>(null);

  async function accept(files: File[]) {
    const [file] = files;
    if (!file) return;
    try {
      onChange(await readAsDataUrl(file));
      setProblem(null);
    } catch {
      setProblem(texts.readFailed);
    }
  }

  function reject(rejections: FileRejection[]) {
    const code = rejections[0]?.errors[0]?.code;
    setProblem(code === 'file-too-large' ? texts.tooLarge : texts.invalid);
  }

  return (
    <Input.Wrapper label={texts.label} error={problem ?? error}>
      {value ? (
        <Group gap="sm" mt={4} wrap="nowrap" data-testid={`${testId}-preview`}>
          <Image src={value} alt="" h={96} w="auto" maw={240} fit="contain" radius="sm" />
          <ActionIcon
            variant="light"
            color="red"
            aria-label={texts.remove}
            title={texts.remove}
            onClick={() => {
              onChange(null);
              setProblem(null);
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ) : (
        <Dropzone
          mt={4}
          onDrop={(files) => void accept(files) /* it shows its own failures */}
          onReject={reject}
          accept={[...EVENT_IMAGE_MIME_TYPES]}
          maxSize={maxBytes}
          maxFiles={1}
          multiple={false}
          inputProps={{ 'aria-label': texts.label } as React.InputHTMLAttributes<HTMLInputElement>}
          data-testid={`${testId}-dropzone`}
        >
          <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={28} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={28} />
            </Dropzone.Idle>
            <Box>
              <Text size="sm">{texts.drop}</Text>
              <Text size="xs" c="dimmed">
                {texts.hint}
              </Text>
            </Box>
          </Group>
        </Dropzone>
      )}
    </Input.Wrapper>
  );
}
