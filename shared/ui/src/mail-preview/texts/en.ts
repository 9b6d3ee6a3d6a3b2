/** English texts of the mail preview dialog (PLT-DLG-04). */
export const mailPreviewEn = {
  mail_preview: {
    mail_title: 'E-mail',
    to: 'To {{recipient}}, {{at}}',
    failed: 'The message could not be loaded.',
    close: 'Close',
  },
};
