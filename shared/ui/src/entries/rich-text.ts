// `@app/ui/rich-text`: announcements' rich text, edited with TipTap and shown node by node (ADR 0076).
export { RichTextView, type RichTextViewProps } from '../rich-text/rich-text-view';
export { RichTextEditor, editorValue } from '../rich-text/rich-text-editor';
