import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { RichTextView } from './rich-text-view.tsx';
import { withAllStyles } from '../../../app/with-all-styles.ts';

// tiptap and its styles are heavy: they load only when a quotation screen shows an editor. A
// description that is only read is drawn as cleaned HTML (docs/product.md#quotation-detail).
const RichTextEditor = lazy(() => withAllStyles(() => import('./rich-text-editor.tsx')));

export function RichTextField({ label, ...props }: RichTextEditorProps & { label: string }) {
  const labelId = useId();
  if (props.readOnly) {
    return (
      <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }}>
        <RichTextView value={props.value} labelId={labelId} />
      </Input.Wrapper>
    );
  }
  return (
    <Input.Wrapper label={label}>
      <Suspense fallback={<Skeleton h={200} radius="sm" />}>
        <RichTextEditor label={label} {...props} />
      </Suspense>
    </Input.Wrapper>
  );
}
