import { hasRight, type RightsHolder } from './permissions';

/**
 * The support views (ID-PERM-13, ADR 0265): one right per audience, each showing that audience's
 * support text in the user menu's support dialog instead of the pool's one text.
 */
export const SupportPermission = {
  SUPPORT_ADMIN: 'PERMISSION_SUPPORT_ADMIN',
  SUPPORT_SCHOOL: 'PERMISSION_SUPPORT_SCHOOL',
  SUPPORT_SUBSTITUTE: 'PERMISSION_SUPPORT_SUBSTITUTE',
} as const;

/** The audiences of the support texts, in the order a holder of several reads them. */
export const SUPPORT_AUDIENCES = ['admin', 'school', 'substitute'] as const;
export type SupportAudience = (typeof SUPPORT_AUDIENCES)[number];
export type SupportTexts = Record<SupportAudience, string>;

const RIGHT_OF: Record<SupportAudience, string> = {
  admin: SupportPermission.SUPPORT_ADMIN,
  school: SupportPermission.SUPPORT_SCHOOL,
  substitute: SupportPermission.SUPPORT_SUBSTITUTE,
};

/**
 * The support text the holder reads: the text of the first audience whose right it holds and that
 * the pool has written; else the pool's text, so nobody loses the dialog.
 */
export function supportTextFor(holder: RightsHolder, poolText: string, texts: Partial<SupportTexts>): string {
  const audience = SUPPORT_AUDIENCES.find((a) => hasRight(holder, RIGHT_OF[a]) && (texts[a] ?? '').trim() !== '');
  return audience ? texts[audience]! : poolText;
}
