/** The template of the notice of a change of a person's personal data, switched by MAILING_PERSONAL_DATA_CHANGED (ADR 0345). */
export const PERSONAL_DATA_CHANGED_TEMPLATE = 'masterdata.personal_data_changed';

type Language = 'nl' | 'en';

/**
 * The personal data a person is told of when it changes, grouped as the mail names them: who the
 * person is and how they are reached. The office's own data of the card (personnel number, dates of
 * intake and documents, remarks, blockade, matching info, mail settings) is not theirs to be warned of.
 */
const PERSONAL_DATA: readonly { fields: readonly string[]; name: Record<Language, string> }[] = [
  {
    fields: ['first_name', 'middle_name', 'last_name', 'name_suffix', 'name_partner', 'initials'],
    name: { nl: 'naam', en: 'name' },
  },
  { fields: ['gender'], name: { nl: 'geslacht', en: 'gender' } },
  { fields: ['birth_date'], name: { nl: 'geboortedatum', en: 'date of birth' } },
  { fields: ['bsn'], name: { nl: 'burgerservicenummer (BSN)', en: 'citizen service number (BSN)' } },
  { fields: ['street', 'number', 'addition', 'postal_code', 'city'], name: { nl: 'adres', en: 'address' } },
  { fields: ['telephone'], name: { nl: 'telefoonnummer', en: 'telephone number' } },
  { fields: ['mobile'], name: { nl: 'mobiel nummer', en: 'mobile number' } },
  { fields: ['email'], name: { nl: 'e-mailadres', en: 'e-mail address' } },
  { fields: ['private_email'], name: { nl: 'privé-e-mailadres', en: 'private e-mail address' } },
];

const valueOf = (record: Readonly<Record<string, unknown>>, field: string) => {
  const value = record[field];
  return value === undefined || value === '' ? null : value;
};

/** The groups of personal data that differ between the person before and after a change, in the mail's order (by index). */
export function changedPersonalData(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): number[] {
  return PERSONAL_DATA.flatMap((group, index) => (group.fields.some((f) => valueOf(before, f) !== valueOf(after, f)) ? [index] : []));
}

/** The name the mail greets the person by: their name as it was on record. */
export const personFullName = (person: Readonly<Record<string, unknown>>) =>
  ['first_name', 'middle_name', 'last_name']
    .map((f) => valueOf(person, f))
    .filter((v): v is string => typeof v === 'string')
    .join(' ');

/**
 * The notice to a person that their personal data changed: which data, never a value (the mail is
 * plain text on its way; a BSN or an address does not belong in it), and whom to ask when they did
 * not make or ask for the change. In Dutch and English together as the other mails to a person.
 */
export function personalDataChangedMail(fullName: string, changed: readonly number[]) {
  const list = (lang: Language) => changed.map((i) => PERSONAL_DATA[i]!.name[lang]).join(', ');
  return {
    subject: 'Uw persoonsgegevens zijn gewijzigd / Your personal data changed',
    text:
      `Beste ${fullName},\n\nIn uw persoonsgegevens is gewijzigd: ${list('nl')}.\n` +
      `Deze mail noemt de nieuwe gegevens niet; u ziet ze bij 'Mijn gegevens'.\n` +
      `Heeft u deze wijziging niet zelf gedaan of gevraagd? Neem dan contact op met uw planner of de administratie.\n\n` +
      `Dear ${fullName},\n\nYour personal data changed: ${list('en')}.\n` +
      `This mail does not name the new data; you find it under 'My data'.\n` +
      `Did you not make or ask for this change? Then please contact your planner or the office.\n`,
    secrets: {},
  };
}
