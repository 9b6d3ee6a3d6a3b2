import { z } from 'zod';
import { EDUCATION_TYPES, REGIONS } from '../inputs/static-inputs';
import { flag, oneOf, optionalEmail, optionalId, optionalText, requiredId, requiredText } from '../validation/field-schemas';

/** Branch fields of spec 001 section 3 (MD-BRANCH-01..03) as the API names them. */
export const branchInputSchema = z.object({
  name: requiredText('Name'),
  branch_type_id: requiredId('Branch type'),
  parent_id: optionalId('Parent branch'),
  brin: optionalText('BRIN', 10),
  street: optionalText('Street'),
  number: optionalText('Number', 20),
  addition: optionalText('Addition', 20),
  postal_code: optionalText('Postal code', 10),
  city: optionalText('City'),
  region: oneOf('Region', REGIONS).nullish(),
  phone: optionalText('Phone', 30),
  email: optionalEmail('Email'),
  website: optionalText('Website'),
  contact_person: optionalText('Contact person'),
  second_contact_person: optionalText('Second contact person'),
  admin_remark: optionalText('Admin remark', 5000),
  internal_remark: optionalText('Internal remark', 5000),
  substitute_information: optionalText('Additional information for substitutes', 5000),
  matching_info: optionalText('Matching info', 5000),
  policy_id: optionalId('Policy'),
  secondment_invoice_footer: optionalText('Secondment invoice footer', 5000),
  export_enabled: flag('Export').optional(),
  export_contact: optionalText('Export contact'),
  export_email: optionalEmail('Export e-mail'),
  export_phone: optionalText('Export phone', 30),
  export_education_type: oneOf('Education type', EDUCATION_TYPES).nullish(),
});
