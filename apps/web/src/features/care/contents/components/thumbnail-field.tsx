import { CONTENT_THUMBNAIL_MAX_BYTES } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { ActionIcon, Box, Group, Input } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ImageUploader, type ImageUploaderTexts } from '../../calendar/components/image-uploader.tsx';
import type { ThumbnailValue } from './content-form-values.ts';
import { ContentThumbnail } from './content-thumbnail.tsx';

const TEXTS: ImageUploaderTexts = {
  label: MSG.careContentThumbnail,
  drop: MSG.careContentThumbnailDrop,
  hint: MSG.careContentThumbnailHint,
  remove: MSG.careContentThumbnailRemove,
  readFailed: MSG.careContentThumbnailReadFailed,
  tooLarge: MSG.careContentImageTooLarge,
  invalid: MSG.careContentImageInvalid,
};

/** The content's thumbnail: the stored image (fetched with the session) or the uploader. */
export function ThumbnailField({ value, onChange, error }: { value: ThumbnailValue; onChange(v: ThumbnailValue): void; error?: string }) {
  if (value.kind === 'stored') {
    return (
      <Input.Wrapper label={TEXTS.label} error={error}>
        <Group gap="sm" mt={4} wrap="nowrap" align="flex-start" data-testid="content-thumbnail-preview">
          <Box w={240} maw="70%">
            <ContentThumbnail address={value.address} alt="" />
          </Box>
          <ActionIcon variant="light" color="red" aria-label={TEXTS.remove} title={TEXTS.remove} onClick={() => onChange({ kind: 'none' })}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Input.Wrapper>
    );
  }
  return (
    <ImageUploader
      value={value.kind === 'new' ? value.dataUrl : null}
      onChange={(dataUrl) => onChange(dataUrl ? { kind: 'new', dataUrl } : { kind: 'none' })}
      error={error}
      texts={TEXTS}
      maxBytes={CONTENT_THUMBNAIL_MAX_BYTES}
      testId="content-thumbnail"
    />
  );
}
