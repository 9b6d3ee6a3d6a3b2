import type { mailPreviewEn } from './en';

/** Dutch texts of the mail preview dialog (PLT-DLG-04). */
export const mailPreviewNl: typeof mailPreviewEn = {
  mail_preview: {
    mail_title: 'E-mail',
    to: 'Aan {{recipient}}, {{at}}',
    failed: 'Het bericht kon niet worden geladen.',
    close: 'Sluiten',
  },
};
