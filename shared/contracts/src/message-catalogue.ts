import { AccountMessages, InvitationMessages } from './account';
import { INPUT_MESSAGES_NL } from './input-limits';
import { RICH_TEXT_MESSAGES_NL } from './announcements';
import { Messages, MessageTitles } from './messages';
import { STRONG_PASSWORD_MESSAGE } from './passwords';
import { RoleMessages } from './roles';
import { DOCUMENT_MESSAGES_NL } from './documents';
import { MERGE_MESSAGES_NL } from './masterdata/merge';
import { WORK_PLAN_MESSAGES_NL } from './masterdata/work-plans';
import { BRANCH_TYPE_FLAG_MESSAGES_NL } from './masterdata/branch-type-flags';
import { CONTRACT_CHAIN_MESSAGES_NL } from './masterdata/contract-chain-warning';
import { SETTING_NAMES_NL } from './setting-names';
import { SsoMessages } from './sso';
import { AVAILABILITY_MESSAGES_NL } from './staffing/availability';
import { MATCHING_MESSAGES_NL } from './staffing/matching';
import { OFFER_MESSAGES_NL } from './staffing/offers';
import { PROPOSAL_MESSAGES_NL } from './staffing/week-proposal';
import { OPEN_WORK_MESSAGES_NL } from './staffing/open-work';
import { REQUEST_MESSAGES_NL } from './staffing/request-messages';
import { WORK_STATE_MESSAGES_NL } from './staffing/work-state';
import { REPORT_MESSAGES_NL } from './reports/report-messages';
import type { Locale } from './envelope';

/** Field labels the master data messages name ('The {label} field is required.'), in Dutch. */
const FIELD_LABELS_NL: Record<string, string> = {
  'Absence group': 'Verzuimgroep',
  Active: 'Actief',
  Addition: 'Toevoeging',
  'Additional information': 'Aanvullende informatie',
  'Additional information for substitutes': 'Aanvullende informatie voor invallers',
  'Admin remark': 'Opmerking beheer',
  'Birth date': 'Geboortedatum',
  'Send sickness notification': 'Ziekmelding versturen',
  Branch: 'Vestiging',
  'Branch type': 'Vestigingstype',
  Branches: 'Vestigingen',
  City: 'Plaats',
  Code: 'Code',
  Color: 'Kleur',
  'Contact person': 'Contactpersoon',
  Content: 'Inhoud',
  Contract: 'Contract',
  'Contract type': 'Contractsoort',
  Description: 'Omschrijving',
  Email: 'E-mail',
  'End date': 'Einddatum',
  'Expiration date': 'Vervaldatum',
  'File name': 'Bestandsnaam',
  'First name': 'Voornaam',
  Gender: 'Geslacht',
  Initials: 'Voorletters',
  'Issue date': 'Afgiftedatum',
  Label: 'Label',
  'Label group': 'Labelgroep',
  Labels: 'Labels',
  'Last name': 'Achternaam',
  Level: 'Niveau',
  'Middle name': 'Tussenvoegsel',
  Mobile: 'Mobiel',
  Name: 'Naam',
  Number: 'Huisnummer',
  'Parent branch': 'Bovenliggende vestiging',
  Period: 'Periode',
  Person: 'Persoon',
  Phone: 'Telefoon',
  Policy: 'Beleid',
  'Postal code': 'Postcode',
  'Private email': 'Privé-e-mail',
  Reason: 'Reden',
  Region: 'Regio',
  'Start date': 'Startdatum',
  Street: 'Straat',
  Telephone: 'Telefoon',
  Type: 'Soort',
  Vacations: 'Vakanties',
  Website: 'Website',
  'Week day': 'Weekdag',
  'Week schedule': 'Weekrooster',
};

/**
 * Dutch for every server message and title the services send, keyed by the exact English text of
 * the specs. A key may hold placeholders (`{{id}}`, `{label}`, `%code`): the Dutch text uses the
 * same ones, and a placeholder's value is translated too when it is itself a known text.
 * `rules.*` texts are i18n keys the front end translates; they are not listed.
 */
export const MESSAGES_NL: Readonly<Record<string, string>> = {
  [Messages.notEnoughPermissions]: 'Onvoldoende rechten',
  [Messages.invalidCredentials]: 'Ongeldige inloggegevens.',
  [Messages.noToken]: 'Er is geen token.',
  [Messages.secondFactorRequired]: 'Tweede factor vereist.',
  [Messages.validationTitle]: 'Herstel alle validatiefouten.',
  [Messages.genericError]: 'Er is een fout opgetreden',
  [Messages.unknownError]: 'Er is een onbekende fout opgetreden.',
  [Messages.validationDescription]: 'De verstuurde gegevens zijn niet geldig: zie de velden.',
  [Messages.deleteImpossible]: 'Verwijderen niet mogelijk.',
  [Messages.badRequest]: 'Er is iets misgegaan. Neem contact op met de beheerder van de site als het probleem blijft.',
  [Messages.notFound]: 'Het gevraagde item {{id}} is niet gevonden',
  [Messages.tokenExpired]: 'Je sessie is verlopen. Log opnieuw in.',
  [Messages.payloadTooLarge]: 'De inhoud van het verzoek is te groot.',
  [Messages.malformedJson]: 'De inhoud van het verzoek is geen geldige JSON.',
  [Messages.bodyNotObject]: 'De inhoud van het verzoek moet een JSON-object zijn.',
  [Messages.tooManyRequests]: 'Te veel pogingen. Wacht even en probeer het opnieuw.',

  [MessageTitles[400]]: 'Ongeldig verzoek',
  [MessageTitles[401]]: 'Niet aangemeld',
  [MessageTitles[403]]: 'Toegang geweigerd',
  [MessageTitles[404]]: 'Niet gevonden',
  [MessageTitles[405]]: 'Methode niet toegestaan',
  [MessageTitles[409]]: 'Conflict',
  [MessageTitles[410]]: 'Verlopen',
  [MessageTitles[413]]: 'Verzoek te groot',
  [MessageTitles[423]]: 'Vergrendeld',
  [MessageTitles[429]]: 'Te veel verzoeken',
  [MessageTitles.error]: 'Fout',
  [MessageTitles.success]: 'Gelukt',
  [MessageTitles.twoFactor]: 'Tweestapsverificatie',
  'Service unavailable': 'Dienst niet beschikbaar',

  [AccountMessages.instructionsSent]: 'Instructies zijn per e-mail verstuurd.',
  [AccountMessages.tokenNotFound]: 'Token niet gevonden of verlopen',
  [AccountMessages.currentPasswordIncorrect]: 'Huidig wachtwoord is onjuist',
  [AccountMessages.passwordChanged]: 'Wachtwoord gewijzigd.',
  [AccountMessages.codeInvalid]: 'De toegangscode is ongeldig of verlopen.',
  [AccountMessages.codeSent]: 'Er is een toegangscode naar je e-mailadres gestuurd.',
  [InvitationMessages.notFound]: 'De uitnodiging is niet gevonden.',
  [InvitationMessages.expired]: 'De uitnodiging is verlopen.',
  [InvitationMessages.taken]: 'Deze waarde is al in gebruik.',
  [STRONG_PASSWORD_MESSAGE]: 'Het wachtwoord moet minimaal bevatten: 1 hoofdletter, 1 kleine letter, 1 cijfer en één speciaal teken',
  'Password must be at least {min} characters': 'Het wachtwoord moet minimaal {min} tekens lang zijn',
  'Password must be at most {max} characters': 'Het wachtwoord mag maximaal {max} tekens lang zijn',
  'The password may not contain more than two identical characters in a row':
    'Het wachtwoord mag niet meer dan twee gelijke tekens achter elkaar bevatten',
  'The code has 6 digits': 'De code heeft 6 cijfers',
  'The person has no e-mail address.': 'De persoon heeft geen e-mailadres.',
  'The profile is not available for this account and pool.': 'Het profiel is niet beschikbaar voor dit account en deze pool.',
  'The pool is not available for this account.': 'De pool is niet beschikbaar voor dit account.',
  'Choose a profile.': 'Kies een profiel.',
  [SsoMessages.otherPool]: 'Je bent met single sign-on ingelogd voor een andere pool. Log in bij deze pool om hem te openen.',

  [RoleMessages.mustRemain]: 'Er moet minstens één rol met code "%code" in het systeem blijven',
  [RoleMessages.hasChildren]: 'Een rol met onderliggende rollen kan niet worden verwijderd.',
  [RoleMessages.hasProfiles]: 'Een rol die aan profielen is gekoppeld kan niet worden verwijderd.',
  [RoleMessages.isSysadmin]: 'De sysadmin-rol kan niet worden verwijderd.',
  [RoleMessages.adminPermission]: 'Alleen sysadmins kunnen beheerrechten toekennen.',
  [RoleMessages.foreignPermission]: 'Je hebt geen rechten om deze set bij te werken.',
  [RoleMessages.unknownPermission]: 'Onbekend recht: %permission',
  [RoleMessages.parentCycle]: 'Een rol kan niet zijn eigen voorouder zijn.',
  'The code is ROLE_ followed by capitals, digits or _': 'De code is ROLE_ gevolgd door hoofdletters, cijfers of _',

  // generic validation (spec 000 section 5) and the master data texts (spec 001 section 8); a
  // `{label}` is one of the field labels above
  'The field is required': 'Het veld is verplicht',
  Required: 'Verplicht',
  'This value should not be blank.': 'Deze waarde mag niet leeg zijn.',
  'The {label} field is required.': 'Het veld {label} is verplicht.',
  'The selected {label} is invalid.': 'De geselecteerde {label} is ongeldig.',
  'The selected {label} are invalid.': 'De geselecteerde {label} zijn ongeldig.',
  'The name has already been taken.': 'Deze naam is al in gebruik.',
  'The email has already been taken.': 'Dit e-mailadres is al in gebruik.',
  'Branch #{{id}} not found': 'Vestiging #{{id}} niet gevonden',
  'Person #{{id}} not found': 'Persoon #{{id}} niet gevonden',
  'Request #{{id}} not found': 'Aanvraag #{{id}} niet gevonden',
  'Person must have at least one profile.': 'Een persoon moet minstens één profiel hebben.',
  'The function is not a profile type of this pool.': 'De functie is geen profieltype van deze pool.',
  'Per branch only one of type %type can be created': 'Per vestiging kan maar één van het type %type worden aangemaakt',
  'The limit of the amount of {noun} is "{limit}"': 'De limiet van het aantal {noun} is "{limit}"',
  'A branch of type {type} cannot have a parent branch.': 'Een vestiging van het type {type} kan geen bovenliggende vestiging hebben.',
  'A branch with active child branches cannot be archived.':
    'Een vestiging met actieve onderliggende vestigingen kan niet worden gearchiveerd.',
  'A branch type in use cannot be archived.': 'Een vestigingstype dat in gebruik is kan niet worden gearchiveerd.',
  'This setting cannot be changed per branch.': 'Deze instelling kan niet per vestiging worden gewijzigd.',
  'The settings must be a list of items.': 'De instellingen moeten een lijst van items zijn.',
  'The setting is not known.': 'De instelling is onbekend.',
  'The setting is sent more than once.': 'De instelling is meer dan eens verstuurd.',
  'The {label} must be a whole number between {min} and {max}.': 'De {label} moet een geheel getal tussen {min} en {max} zijn.',
  // data suppliers and additional fields (docs/masterdata.md)
  'The {label} must be a JSON object.': 'De {label} moet een JSON-object zijn.',
  'The Key may only hold lower case letters, digits and _, and starts with a letter.':
    'De Sleutel mag alleen kleine letters, cijfers en _ bevatten en begint met een letter.',
  'The key has already been taken.': 'Deze sleutel is al in gebruik.',
  'The validation rule {rule} is not allowed.': 'De validatieregel {rule} is niet toegestaan.',
  'The validation rules min and max only apply to an integer field.':
    'De validatieregels min en max gelden alleen voor een veld met een geheel getal.',
  Options: 'Opties',
  Key: 'Sleutel',
  Validation: 'Validatie',
  location: 'locatie',
  'The selected input is invalid.': 'De geselecteerde invoer is ongeldig.',
  // contracts, policies, labels and the person popup (masterdata, docs/masterdata.md)
  'The code has already been taken.': 'Deze code is al in gebruik.',
  'A person can have at most 6 contracts.': 'Een persoon kan maximaal 6 contracten hebben.',
  'The Termination date must be a date after or equal to Start date.': 'De datum uit dienst moet op of na de begindatum liggen.',
  'The Expiration date must be a date after or equal to Issue date.': 'De vervaldatum moet op of na de afgiftedatum liggen.',
  'The Max hours must be greater than or equal to Min hours.': 'Het maximum aantal uren moet groter dan of gelijk aan het minimum zijn.',
  'A contract type in use cannot be archived.': 'Een contractsoort die in gebruik is kan niet worden gearchiveerd.',
  'A policy in use cannot be archived.': 'Beleid dat in gebruik is kan niet worden gearchiveerd.',
  'The label {name} cannot be given to a person.': 'Het label {name} kan niet aan een persoon worden gegeven.',
  'Only one label of the group {name} can be chosen.': 'Uit de groep {name} kan maar één label worden gekozen.',
  'A label given to persons cannot be archived.': 'Een label dat aan personen is gegeven kan niet worden gearchiveerd.',
  'A label group with active labels cannot be archived.': 'Een labelgroep met actieve labels kan niet worden gearchiveerd.',
  'A sysadmin person cannot be removed.': 'Een sysadmin-persoon kan niet worden verwijderd.',
  'A person with requests cannot be removed.': 'Een persoon met aanvragen kan niet worden verwijderd.',
  'A profile type in use cannot be deleted.': 'Een profieltype dat in gebruik is kan niet worden verwijderd.',
  'Contract type': 'Contractsoort',
  'Main contract': 'Hoofdcontract',
  'Base branch': 'Standplaats',
  'Label group': 'Labelgroep',
  Policy: 'Beleid',
  'The {label} field must be true or false.': 'Het veld {label} moet waar of onwaar zijn.',
  'The {label} is not a valid date.': 'De {label} is geen geldige datum.',
  'The {label} may not be greater than {max} characters.': 'De {label} mag niet meer dan {max} tekens bevatten.',
  'The {label} must be a colour like #1565c0.': 'De {label} moet een kleur zijn zoals #1565c0.',
  'The {label} must be a list.': 'De {label} moet een lijst zijn.',
  'The {label} must be a number.': 'De {label} moet een getal zijn.',
  'The {label} must be a string.': 'De {label} moet een tekst zijn.',
  'The {label} may not contain control characters.': 'De {label} mag geen stuurtekens bevatten.',
  'The {label} must be a whole number.': 'De {label} moet een geheel getal zijn.',
  'The {label} must be between {min} and {max}.': 'De {label} moet tussen {min} en {max} liggen.',
  'The {label} is not allowed.': 'De {label} is niet toegestaan.',
  boards: 'besturen',
  schools: 'scholen',
  locations: 'locaties',
  ...INPUT_MESSAGES_NL,
  ...RICH_TEXT_MESSAGES_NL,
  ...REQUEST_MESSAGES_NL,
  ...WORK_STATE_MESSAGES_NL,
  ...REPORT_MESSAGES_NL,
  ...OFFER_MESSAGES_NL,
  ...AVAILABILITY_MESSAGES_NL,
  ...MATCHING_MESSAGES_NL,
  ...PROPOSAL_MESSAGES_NL,
  ...OPEN_WORK_MESSAGES_NL,
  ...DOCUMENT_MESSAGES_NL,
  ...MERGE_MESSAGES_NL,
  ...WORK_PLAN_MESSAGES_NL,
  ...BRANCH_TYPE_FLAG_MESSAGES_NL,
  ...CONTRACT_CHAIN_MESSAGES_NL,
  ...FIELD_LABELS_NL,
  ...SETTING_NAMES_NL,
};

const CATALOGUES: Partial<Record<Locale, Readonly<Record<string, string>>>> = { nl: MESSAGES_NL };

const PLACEHOLDER = /\{\{\w+\}\}|\{\w+\}|%\w+/g;

interface Template {
  pattern: RegExp;
  names: string[];
  translated: string;
}

const templateCache = new Map<Readonly<Record<string, string>>, Template[]>();

/** The catalogue's keys with placeholders, as anchored patterns that capture each value. */
function templatesOf(catalogue: Readonly<Record<string, string>>): Template[] {
  let templates = templateCache.get(catalogue);
  if (templates) return templates;
  templates = [];
  for (const [english, translated] of Object.entries(catalogue)) {
    const names = english.match(PLACEHOLDER);
    if (!names) continue;
    const source = english
      .split(PLACEHOLDER)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    templates.push({ pattern: new RegExp(`^${source}$`), names, translated });
  }
  templateCache.set(catalogue, templates);
  return templates;
}

/** The text in `locale`, or the English text itself when it is not in that locale's catalogue. */
export function translateMessage(text: string, locale: Locale): string {
  const catalogue = CATALOGUES[locale];
  if (!catalogue) return text;
  const exact = catalogue[text];
  if (exact !== undefined) return exact;
  for (const { pattern, names, translated } of templatesOf(catalogue)) {
    const match = pattern.exec(text);
    if (!match) continue;
    return names.reduce((out, name, i) => {
      const value = match[i + 1] ?? '';
      return out.replace(name, () => catalogue[value] ?? value);
    }, translated);
  }
  return text;
}
