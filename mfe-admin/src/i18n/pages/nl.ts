import type { pagesEn } from './en';

/** Dutch texts of the admin module's page titles (the default language), typed against en.ts so no key goes missing. */
export const pagesNl: typeof pagesEn = {
  page: {
    manage: 'Beheer',
    my_data: 'Mijn gegevens',
    person: 'Personen',
    branch: 'Vestigingen',
    settings: 'Instellingen',
    role: 'Rollen',
    label: 'Labels',
    label_group: 'Labelgroepen',
    reason_for_absence: 'Verzuimredenen',
    absence_group: 'Verzuimgroepen',
    data_supplier: 'Gegevensleveranciers',
    embed_token: 'Insluittokens',
    additional_field: 'Extra velden',
    document: 'Document',
    branch_type: 'Vestigingstypen',
    profile_type: 'Profieltypen',
    vacation: 'Vakanties',
    period: 'Perioden',
    contract: 'Contracten',
    contract_type: 'Contractsoorten',
    policy: 'Beleid',
    schedule: 'Roosters',
    week_schedule: 'Weekroosters',
    reason_for_daypart: 'Redenen voor dagdelen',
    account: 'Accounts',
    pool: 'Pools',
  },
};
