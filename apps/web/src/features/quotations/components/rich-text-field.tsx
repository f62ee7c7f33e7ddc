import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

// tiptap and its styles are heavy: they load only when a quotation screen shows an editor.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function RichTextField({ label, ...props }: RichTextEditorProps & { label: string }) {
  return (
    <Input.Wrapper label={label}>
      <Suspense fallback={<Skeleton h={200} radius="sm" />}>
        <RichTextEditor label={label} {...props} />
      </Suspense>
    </Input.Wrapper>
  );
}
