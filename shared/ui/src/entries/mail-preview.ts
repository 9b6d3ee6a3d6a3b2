// `@app/ui/mail-preview`: the mail preview dialog (PLT-DLG-04).
export {
  MailPreviewDialog,
  MAIL_PREVIEW_WIDTH,
  type MailPreviewDialogProps,
  type MailPreviewMessage,
} from '../mail-preview/mail-preview-dialog';
