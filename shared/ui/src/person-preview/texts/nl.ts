import type { personPreviewEn } from './en';

/** Dutch texts of the person preview dialog (PLT-DLG-02, 03). */
export const personPreviewNl: typeof personPreviewEn = {
  person_preview: {
    open_preview: 'Contactgegevens van {{name}} tonen',
    contact: 'Contact',
    telephone: 'Telefoon',
    mobile: 'Mobiel',
    email: 'E-mail',
    no_contact: 'Geen telefoonnummer of e-mailadres bekend.',
    documents: 'Documenten',
    no_documents: 'Geen documenten.',
    comments: 'Opmerkingen',
    no_comments: 'Geen opmerkingen.',
    general_remark: 'Algemene opmerking',
    internal_remark: 'Interne opmerking',
    admin_remark: 'Beheeropmerking',
    open_person: 'Persoon openen in een nieuw tabblad',
    failed: 'De persoon kon niet worden geladen.',
    close: 'Sluiten',
  },
};
