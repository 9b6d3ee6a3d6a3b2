import { z } from 'zod';
import {
  ANNOUNCEMENT_ICONS,
  DEFAULT_ROLES,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_JSON,
  RICH_TEXT_MAX_NODES,
  RICH_TEXT_MAX_TEXT,
  RICH_TEXT_MESSAGES,
  richTextDepth,
  richTextDocSchema,
  richTextNodeCount,
  richTextPlainText,
} from '@app/contracts';
import { flag, idList, optionalDate, requiredMessage, requiredText } from '../validation/field-schemas';

/** The roles an announcement can be aimed at: the pool's role codes; the sysadmin sees every announcement anyway. */
export const ANNOUNCEMENT_ROLES: readonly string[] = DEFAULT_ROLES.filter((r) => !r.isSysadmin).map((r) => r.code);

const fieldText = (template: string, label: string) => template.replace('{{field}}', label);

/**
 * Rich text as the editor's JSON document, sent as an object or as its JSON text (the form engine
 * edits values as text). Unknown node or mark types, unsafe links and oversized documents are
 * refused with 422; a document without any text counts as empty (required). Depth and size are
 * measured first: the schema is recursive, and a document nested a thousand levels would overflow it.
 */
export const richText = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null) return undefined;
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.unknown().transform((value, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (value === undefined) return fail(requiredMessage(label));
      if (richTextDepth(value) > RICH_TEXT_MAX_DEPTH) return fail(fieldText(RICH_TEXT_MESSAGES.tooDeep, label));
      if (JSON.stringify(value).length > RICH_TEXT_MAX_JSON) return fail(fieldText(RICH_TEXT_MESSAGES.tooLarge, label));
      const parsed = richTextDocSchema.safeParse(value);
      if (!parsed.success) return fail(fieldText(RICH_TEXT_MESSAGES.invalid, label));
      const text = richTextPlainText(parsed.data);
      if (!text) return fail(requiredMessage(label));
      if (text.length > RICH_TEXT_MAX_TEXT || richTextNodeCount(parsed.data) > RICH_TEXT_MAX_NODES)
        return fail(fieldText(RICH_TEXT_MESSAGES.tooLong, label));
      return parsed.data;
    }),
  );

const optionalIcon = z.preprocess(
  (v) => (v === '' ? null : v),
  z.enum(ANNOUNCEMENT_ICONS, { error: 'The icon is not allowed.' }).nullish(),
);

const roleList = z
  .array(z.string({ error: 'The selected Roles are invalid.' }), { error: 'The Roles must be a list.' })
  .refine((roles) => roles.every((r) => ANNOUNCEMENT_ROLES.includes(r)), 'The selected Roles are invalid.')
  .transform((roles) => [...new Set(roles)]);

/**
 * An announcement (spec 000 section 3): title, rich-text content, icon, pinned, a period (either
 * end open), the roles and branches that see it (empty: everybody). The author is who adds it.
 */
export const announcementInputSchema = z.object({
  title: requiredText('Title'),
  content: richText('Content'),
  icon: optionalIcon,
  pinned: flag('Pinned').optional(),
  start_date: optionalDate('Start date'),
  end_date: optionalDate('End date'),
  roles: roleList.optional(),
  branch_ids: idList('Branches').optional(),
});
