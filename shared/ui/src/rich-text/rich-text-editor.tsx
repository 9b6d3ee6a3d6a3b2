import { useEffect } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Title from '@mui/icons-material/Title';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../template-form/field-props';

/** The document as the form keeps it: its JSON text, or '' when it holds no text (so 'required' holds). */
function editorValue(editor: Editor): string {
  return editor.getText().trim() ? JSON.stringify(editor.getJSON()) : '';
}

function parsed(value: string): object | string {
  if (!value) return '';
  try {
    return JSON.parse(value) as object;
  } catch {
    return '';
  }
}

const TOOLS = [
  { key: 'bold', icon: FormatBold, run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { key: 'italic', icon: FormatItalic, run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', icon: FormatUnderlined, run: (e: Editor) => e.chain().focus().toggleUnderline().run() },
  { key: 'heading', icon: Title, run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'bulletList', icon: FormatListBulleted, run: (e: Editor) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', icon: FormatListNumbered, run: (e: Editor) => e.chain().focus().toggleOrderedList().run() },
] as const;

/**
 * A rich-text field (TipTap, ADR 0076): what it edits is the editor's JSON document, kept in the form
 * as its JSON text. Only the node and mark types the contract's schema accepts are enabled: no code
 * blocks; links only from typed web and mail addresses.
 */
export function RichTextEditor({ label, value, onChange, onBlur, disabled, required, error, testId }: FieldProps<string>) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        codeBlock: false,
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: parsed(value),
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: { 'data-testid': testId, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(editorValue(e)),
    onBlur: () => onBlur(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((tool) => [tool.key, e?.isActive(tool.key) ?? false])),
  });

  // a reset of the form (another record, a cancelled edit) replaces the document
  // (a Suspense boundary may re-run effects while useEditor swaps a destroyed editor for a new one)
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editorValue(editor)) editor.commands.setContent(parsed(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <FormControl error={!!error} required={required} fullWidth disabled={disabled}>
      <FormLabel sx={{ mb: 0.5, fontSize: '0.8rem' }}>{label}</FormLabel>
      <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : undefined }}>
        <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
          {TOOLS.map(({ key, icon: Icon, run }) => (
            <Tooltip key={key} title={t(`rich_text.${key}`)}>
              <span>
                <IconButton
                  size="small"
                  disabled={disabled || !editor}
                  color={active?.[key] ? 'primary' : 'default'}
                  aria-pressed={!!active?.[key]}
                  aria-label={t(`rich_text.${key}`)}
                  onClick={() => editor && run(editor)}
                  data-testid={`${testId}-${key}`}
                >
                  <Icon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          ))}
        </Stack>
        <EditorContent editor={editor} style={{ padding: '4px 12px', minHeight: 96 }} className="rich-text-editor" />
      </Paper>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
