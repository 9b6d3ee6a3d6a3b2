import type { coreEn } from './en';

/** Dutch texts of what every page of the kit may show before anything else loads: buttons, confirmations, errors, validation, single sign-on, the page frame. */
export const coreNl: typeof coreEn = {
  app: {
    cancel: 'Annuleren',
    close: 'Sluiten',
    go_to_dashboard: 'Naar dashboard',
    loading: 'Laden…',
    module_version: '{{name}} v{{version}}',
    no: 'Nee',
    retry: 'Opnieuw proberen',
    yes: 'Ja',
  },
  confirm: {
    title: 'Weet je het zeker?',
    bypass: 'Ik weet zeker wat ik doe (beperkingen omzeilen)',
  },
  errors: {
    title: 'Fout',
    code: 'Fout {{code}}',
    request_id: 'Verzoek-id voor de helpdesk: {{id}}',
    unreachable: 'De server is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.',
    bad_request_title: 'Ongeldig verzoek',
    bad_request: 'Er is iets misgegaan. Neem contact op met de beheerder als het probleem blijft.',
    access_denied_title: 'Geen toegang',
    access_denied: 'Geen toegang. Je hebt geen rechten om deze pagina te bekijken.',
    not_found_title: 'Pagina niet gevonden',
    not_found: 'De pagina bestaat niet. Ga naar je dashboard.',
    method_not_allowed_title: 'Methode niet toegestaan',
    method_not_allowed: 'Dit verzoek is niet toegestaan. Ga naar je dashboard.',
    critical_title: 'Kritieke fout',
    critical: 'Er is een kritieke fout opgetreden. Ga naar je dashboard.',
    generic: 'Er is een fout opgetreden',
    module_failed: '{{module}} kon niet worden geladen',
    module_incompatible:
      '{{module}} {{version}} kan niet op deze pagina draaien: gebouwd voor {{package}} {{built}}, deze pagina draait {{running}}.',
  },
  validation: {
    required: 'Het veld {{field}} is verplicht.',
    min: 'Het veld {{field}} moet minimaal {{min}} tekens bevatten.',
    max: 'Het veld {{field}} mag niet meer dan {{max}} tekens bevatten.',
    email: 'Het veld {{field}} moet een geldig e-mailadres zijn.',
    between: 'Het veld {{field}} moet tussen {{min}} en {{max}} liggen.',
    digits: 'Het veld {{field}} moet een getal van precies {{length}} cijfers zijn.',
    confirmed: 'De bevestiging van het veld {{field}} komt niet overeen.',
    url: 'Het veld {{field}} is geen geldige URL.',
    regex: 'Het veld {{field}} heeft een ongeldig formaat.',
    title: 'Los alle validatiefouten op.',
  },
  sso: {
    or: 'of',
    with: 'Inloggen met {{name}}',
  },
  page_frame: {
    not_available: 'Deze pagina is nog niet beschikbaar.',
  },
};
