// `@app/ui/rich-text`: an announcement's rich text shown node by node (ADR 0076). The editor is the
// template form's `rich_text` field, loaded lazily there, so showing rich text never pulls in TipTap.
export { RichTextView, type RichTextViewProps } from '../rich-text/rich-text-view';
