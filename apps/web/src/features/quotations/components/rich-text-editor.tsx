import '@mantine/tiptap/styles.css';
import { MSG } from '@abasto/domain/messages';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useDocumentLanguage } from '../../../lib/document-language.ts';

export interface RichTextEditorProps {
  value: string;
  onChange?: (html: string) => void;
  readOnly?: boolean;
  label?: string;
}

/** The description editor (tiptap). Loaded on demand: see rich-text-field.tsx. */
export default function RichTextEditor({ value, onChange, readOnly = false, label }: RichTextEditorProps) {
  const lang = useDocumentLanguage();
  const editor = useEditor({
    // Editable: a named multi-line text box; read-only: plain content (docs/product.md#accessibility).
    editorProps: {
      attributes: readOnly ? { role: 'presentation' } : { 'aria-label': label ?? '', 'aria-multiline': 'true' },
    },
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange?.(e.getHTML()),
  });

  // On a direct load of the confirm screen these effects can be handed an instance tiptap has
  // already destroyed (its schema is gone): reading its HTML threw and blanked the whole page.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  // A value set from outside (prefill from an earlier quotation) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <MantineRichTextEditor editor={editor} labels={MSG.a11yRichText[lang]}>
      {!readOnly && (
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Strikethrough />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.Blockquote />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
      )}
      <MantineRichTextEditor.Content mih={readOnly ? undefined : 160} data-testid="rich-text" />
    </MantineRichTextEditor>
  );
}
