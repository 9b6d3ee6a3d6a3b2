import {
  hasAnyRight,
  PERSON_GUARDED_FIELDS,
  PERSON_PREVIEW_REMARKS,
  withoutHiddenFields,
  DocumentRights,
  type DocumentItem,
  type PersonPreview,
  type RightsHolder,
} from '@app/contracts';

export interface PersonContactRow {
  id: number;
  full_name: string;
  first_name: string;
  last_name: string;
  telephone: string | null;
  mobile: string | null;
  email: string | null;
  general_remark: string | null;
  internal_remark: string | null;
  admin_remark: string | null;
}

/** The avatar's initials: the first letters of the first and last name. */
export const initialsOf = (first: string, last: string) => `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();

/** Whether the caller sees a person's documents at all (their audience rule then picks which). */
export const seesDocuments = (holder: RightsHolder) => hasAnyRight(holder, DocumentRights.view);

/**
 * The preview as the caller may read it: a remark whose field right the caller lacks is left out of
 * the answer (ADR 0231), and so are the documents without a documents right.
 */
export function personPreviewOf(row: PersonContactRow, holder: RightsHolder, documents: DocumentItem[] | null): PersonPreview {
  const remarks = withoutHiddenFields(
    Object.fromEntries(PERSON_PREVIEW_REMARKS.map((field) => [field, row[field]])),
    PERSON_GUARDED_FIELDS,
    holder,
  );
  return {
    id: row.id,
    full_name: row.full_name,
    initials: initialsOf(row.first_name, row.last_name),
    telephone: row.telephone,
    mobile: row.mobile,
    email: row.email,
    ...remarks,
    ...(documents ? { documents } : {}),
  };
}
