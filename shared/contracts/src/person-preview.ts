import type { DocumentItem } from './documents';
import { Permission as P } from './permissions';

/**
 * Who may open the person preview dialog (PLT-DLG-02): whoever reads persons, and whoever sees
 * person names on requests and the planning. The person must still be within the caller's personal
 * filter (ADR 0254). Opening the person popup from it needs PERSON_VIEW (PLT-DLG-03).
 */
export const PERSON_PREVIEW_RIGHTS = [P.PERSON_VIEW, P.PERSON_ALL, P.REQUEST_VIEW, P.REQUEST_ALL, P.PLANNING_VIEW] as const;

/** The remarks the preview's comments view shows, each only to who holds its field right (ADR 0231). */
export const PERSON_PREVIEW_REMARKS = ['general_remark', 'internal_remark', 'admin_remark'] as const;
export type PersonPreviewRemark = (typeof PERSON_PREVIEW_REMARKS)[number];

/** GET person/{id}/preview: contact data, the documents and the comments (remarks) the caller may read. */
export interface PersonPreview {
  id: number;
  full_name: string;
  initials: string;
  telephone: string | null;
  mobile: string | null;
  email: string | null;
  /** a remark the caller holds no right for is absent (not null) */
  general_remark?: string | null;
  internal_remark?: string | null;
  admin_remark?: string | null;
  /** absent without DOCUMENT_VIEW or DOCUMENT_ALL; otherwise the documents their audience rule shows */
  documents?: DocumentItem[];
}
