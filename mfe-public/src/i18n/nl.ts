import type { en } from './en';
import { offerAnswerNl } from '../features/offer-answer/texts/nl';
import { pageTitlesNl } from './page-titles/nl';

/** Dutch texts of mfe-public: the public pages substitutes open from a message (the default language), typed against en.ts so no key goes missing. */
export const nl: typeof en = {
  ...pageTitlesNl,
  ...offerAnswerNl,
  account: {
    invite: {
      title: 'Accountuitnodiging',
      invited: 'Je bent uitgenodigd voor {{pool}}.',
      person: 'Uitnodiging voor {{name}} ({{email}})',
      join_tab: 'Ik heb al een account',
      register_tab: 'Account aanmaken',
      email: 'E-mail',
      password: 'Wachtwoord',
      full_name: 'Volledige naam',
      username: 'Gebruikersnaam',
      password_confirmation: 'Herhaal wachtwoord',
      join_submit: 'Inloggen en aansluiten',
      register_submit: 'Account aanmaken',
      joined: 'Je bent aangesloten bij de pool. Log in om verder te gaan.',
      created: 'Account aangemaakt.',
      load_failed: 'Deze uitnodiging kon niet worden geladen.',
      register: {
        incomplete_form: 'Het formulier is niet compleet. Vul alle velden correct in.',
      },
    },
  },
  rules: {
    required: 'Verplicht',
    min3: 'Minimaal 3 tekens',
    email: 'Ongeldig e-mailadres',
    password_match: 'Wachtwoorden moeten overeenkomen',
  },
  password: {
    min: 'Het wachtwoord moet minimaal 8 tekens hebben',
    max: 'Het wachtwoord mag maximaal 100 tekens hebben',
    strong: 'Het wachtwoord moet minimaal bevatten: 1 hoofdletter, 1 kleine letter, 1 cijfer en 1 speciaal teken',
  },
  open_dayparts: {
    title: 'Openstaande dagdelen',
    title_pool: 'Openstaande dagdelen van {{pool}}',
    date: 'Datum',
    date_invalid: 'Vul een datum in als DD-MM-JJJJ',
    weeks: 'Aantal weken',
    week_count_one: '{{count}} week',
    week_count_other: '{{count}} weken',
    view_selection: 'Selectie bekijken',
    week_heading: 'Week {{week}} ({{start}} t/m {{end}})',
    no_open_week: 'Er zijn geen openstaande dagdelen in week {{week}}.',
    no_open_weeks: 'Er zijn geen openstaande dagdelen in week {{first}} t/m {{last}}.',
    request: 'Aanvraag {{number}}',
    open_count_one: '{{count}} open dagdeel',
    open_count_other: '{{count}} open dagdelen',
    time: 'Tijd',
    respond_by_mail: 'Reageren per e-mail',
    mail_subject: 'Reactie op aanvraag {{number}} ({{branch}})',
    mail_body:
      'Beste,\n\nIk wil graag reageren op aanvraag {{number}} ({{group}}) voor deze dagdelen:\n{{dates}}\n\nMet vriendelijke groet,\n',
  },
  request: {
    intranet: {
      error_message: 'Er zijn geen openstaande dagdelen voor deze selectie.',
    },
  },
  errors: {
    unknown: 'Er is een onbekende fout opgetreden.',
  },
};
