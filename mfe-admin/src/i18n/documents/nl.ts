import type { documentsEn } from './en';

/** De tabbladen Documenten, de documentviewer en de avatar. */
export const documentsNl: typeof documentsEn = {
  documents: {
    empty: 'Nog geen documenten.',
    drop_here: 'Sleep een bestand hierheen (maximaal {{max}} MB: PDF, afbeelding, Word, Excel, PowerPoint of OpenDocument)',
    pick: 'Kies een bestand',
    uploaded: '{{name}} is geüpload.',
    upload_failed: 'Fout bij het uploaden van een bestand',
    download: 'Downloaden',
    download_failed: 'Het document kon niet worden gedownload.',
    delete: 'Verwijderen',
    delete_title: 'Document verwijderen',
    delete_confirm: '{{name}} verwijderen? Dit kan niet ongedaan worden gemaakt.',
    deleted: 'Het document is verwijderd.',
    columns: { name: 'Naam', type: 'Type', size: 'Grootte', uploaded: 'Geüpload', visibility: 'Zichtbaar voor' },
    flags: {
      visible_for_board: 'Bestuur',
      visible_for_school: 'School',
      visible_for_substitute: 'Invaller',
      restricted_to_branch: 'Alleen deze vestiging',
    },
  },
  avatar: {
    alt: 'Avatar',
    pick: 'Kies een foto',
    camera: 'Camera',
    camera_title: 'Maak een foto',
    camera_failed: 'Kan geen verbinding maken met de camera',
    capture: 'Foto maken',
    cancel: 'Annuleren',
    remove: 'Foto verwijderen',
  },
};
