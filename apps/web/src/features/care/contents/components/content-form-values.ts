import { type ContentDetail, type ContentInput, ContentInputSchema } from '@abasto/domain/care-content';
import { schemaResolver } from '@mantine/form';

/** The thumbnail while editing: the stored one (by address), a new one (data URL), or none. */
export type ThumbnailValue = { kind: 'stored'; address: string } | { kind: 'new'; dataUrl: string } | { kind: 'none' };

export interface ContentFormValues {
  title: string;
  type: string | null;
  description: string;
  content: string;
  thumbnail: ThumbnailValue;
}

export type ContentFormErrors = Partial<Record<keyof ContentFormValues, string>>;

export function emptyContentForm(): ContentFormValues {
  return { title: '', type: null, description: '', content: '', thumbnail: { kind: 'none' } };
}

export function contentFormOf(c: ContentDetail): ContentFormValues {
  return {
    title: c.title,
    type: c.type,
    description: c.description ?? '',
    content: c.content ?? '',
    thumbnail: c.thumbnail ? { kind: 'stored', address: c.thumbnail } : { kind: 'none' },
  };
}

/** What the form sends: a stored image is left out (kept), a removed one is null. */
export function contentInputOf(values: ContentFormValues): ContentInput {
  const input: ContentInput = {
    title: values.title,
    type: values.type ?? '',
    description: values.description,
    content: values.content,
  };
  if (values.thumbnail.kind === 'new') input.thumbnail = values.thumbnail.dataUrl;
  if (values.thumbnail.kind === 'none') input.thumbnail = null;
  return input;
}

const contentChecks = schemaResolver(ContentInputSchema, { sync: true });

/** The domain schema's messages, by form field. */
export function validateContentForm(values: ContentFormValues): ContentFormErrors {
  const errors: ContentFormErrors = {};
  for (const [path, message] of Object.entries(contentChecks(contentInputOf(values)))) {
    const field = path.split('.')[0] as keyof ContentFormValues;
    errors[field] ??= String(message);
  }
  return errors;
}
