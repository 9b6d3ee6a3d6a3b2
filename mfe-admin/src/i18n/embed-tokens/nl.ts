/** Nederlandse teksten van de pagina met insluittokens (het overzicht van openstaande dagdelen op een intranet). */
export const embedTokensNl = {
  embed_tokens: {
    title: 'Insluittokens',
    help: 'Een insluittoken opent het overzicht van openstaande dagdelen voor de intranetpagina van een school. Alleen de genoemde origins mogen het in een frame tonen.',
    issue: 'Insluittoken uitgeven',
    issue_failed: 'Het insluittoken kon niet worden uitgegeven.',
    label: 'Omschrijving',
    origins: 'Toegestane origins',
    origins_help: 'Eén per regel, zoals https://intranet.school.nl',
    scope: 'Toont',
    whole_pool: 'De hele pool',
    created: 'Uitgegeven',
    status: 'Status',
    live: 'Actief',
    revoked_at: 'Ingetrokken {{at}}',
    revoke: 'Intrekken',
    revoke_confirm: '"{{label}}" intrekken? Het overzicht werkt direct niet meer op elke intranetpagina die het toont.',
    revoke_failed: 'Het insluittoken kon niet worden ingetrokken.',
    load_failed: 'De insluittokens konden niet worden geladen.',
    empty: 'Er zijn nog geen insluittokens uitgegeven.',
    cancel: 'Annuleren',
  },
};
