import { z } from 'zod';
import { GENDERS } from '../inputs/static-inputs';
import { flag, oneOf, optionalDate, optionalEmail, optionalText, requiredText } from '../validation/field-schemas';

/**
 * The dutch citizen service number passes the "elfproef": 9 digits where
 * 9*d1 + 8*d2 + ... + 2*d8 - 1*d9 is a multiple of 11. A typo is caught before it reaches payroll.
 */
export function isValidBsn(bsn: string): boolean {
  if (!/^\d{9}$/.test(bsn)) return false;
  const digits = [...bsn].map(Number);
  const sum = digits.slice(0, 8).reduce((acc, d, i) => acc + d * (9 - i), 0) - (digits[8] as number);
  return sum % 11 === 0 && bsn !== '000000000';
}

/** Person fields of spec 001 section 3 as the API names them; create needs the two names. */
export const personInputSchema = z.object({
  first_name: requiredText('First name'),
  middle_name: optionalText('Middle name'),
  last_name: requiredText('Last name'),
  name_suffix: optionalText('Name suffix'),
  name_partner: optionalText('Partner name'),
  initials: optionalText('Initials', 20),
  gender: oneOf('Gender', GENDERS).optional(),
  birth_date: optionalDate('Birth date'),
  bsn: optionalText('BSN', 9).refine((v) => v == null || isValidBsn(v), 'The BSN is not valid.'),
  personnel_number: optionalText('Personnel number', 50),
  intake_date: optionalDate('Intake date'),
  register_date: optionalDate('Register date'),
  id_expiration_date: optionalDate('ID expiration date'),
  conduct_issue_date: optionalDate('Conduct issue date'),
  street: optionalText('Street'),
  number: optionalText('Number', 20),
  addition: optionalText('Addition', 20),
  postal_code: optionalText('Postal code', 10),
  city: optionalText('City'),
  telephone: optionalText('Telephone', 30),
  mobile: optionalText('Mobile', 30),
  email: optionalEmail('Email'),
  private_email: optionalEmail('Private email'),
  general_remark: optionalText('General remark', 5000),
  internal_remark: optionalText('Internal remark', 5000),
  admin_remark: optionalText('Admin remark', 5000),
  planning_blockade: flag('Planning blockade').optional(),
  planning_blockade_remark: optionalText('Planning blockade remark', 5000),
  matching_info: optionalText('Matching info', 5000),
  notification_mails_off: flag('Notification mails off').optional(),
});

/** Initials default to the first letter of the first name ('Anna' -> 'A.'), as the seed does. */
export function withPersonDefaults(record: Record<string, unknown>): Record<string, unknown> {
  if (record.initials || typeof record.first_name !== 'string') return record;
  return { ...record, initials: `${record.first_name[0]?.toUpperCase()}.` };
}

export const EMAIL_TAKEN = 'The email has already been taken.';

/** The 404 text of a person that is not there (or not the caller's to see). */
export const personNotFound = (id: number) => `Person #${id} not found`;
