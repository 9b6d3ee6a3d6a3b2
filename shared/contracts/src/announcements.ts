import { z } from 'zod';

/**
 * Announcements (spec 000 sections 2 and 3, spec 001 section 2): content is rich text stored as the
 * editor's JSON document (TipTap / ProseMirror shape, ADR 0076). Only the node and mark types below
 * are accepted, and clients render the document node by node: no HTML ever travels or is injected.
 */

/** The dashboard preview's length: longer text is cut there and followed by ' ...' (spec 000 section 9). */
export const ANNOUNCEMENT_EXCERPT_LENGTH = 120;
export const ANNOUNCEMENT_EXCERPT_SUFFIX = ' ...';

/** Icons an announcement may carry (Material icon names the panel knows). */
export const ANNOUNCEMENT_ICONS = ['Campaign', 'Info', 'Warning', 'Event', 'School', 'Celebration'] as const;
export type AnnouncementIcon = (typeof ANNOUNCEMENT_ICONS)[number];

/** Upper bounds that keep one document small: characters of text, nodes in all. */
export const RICH_TEXT_MAX_TEXT = 10000;
export const RICH_TEXT_MAX_NODES = 2000;
/** Nodes inside nodes (a list in a list item in a quote ...): deeper is refused before the schema reads it. */
export const RICH_TEXT_MAX_DEPTH = 20;
/** The document as JSON text, marks and attributes included; larger is refused before the schema reads it. */
export const RICH_TEXT_MAX_JSON = 200_000;

export const RICH_TEXT_MESSAGES = {
  invalid: 'The {{field}} is not a valid rich-text document.',
  tooLong: `The {{field}} may not be longer than ${RICH_TEXT_MAX_TEXT} characters.`,
  tooDeep: `The {{field}} may not be nested more than ${RICH_TEXT_MAX_DEPTH} levels deep.`,
  tooLarge: `The {{field}} may not be larger than ${RICH_TEXT_MAX_JSON} characters as a document.`,
} as const;

/** The messages above with their field filled in ('{label}'), in Dutch. */
export const RICH_TEXT_MESSAGES_NL: Record<string, string> = {
  'The {label} is not a valid rich-text document.': 'De {label} is geen geldig opgemaakt document.',
  [`The {label} may not be longer than ${RICH_TEXT_MAX_TEXT} characters.`]: `De {label} mag niet langer zijn dan ${RICH_TEXT_MAX_TEXT} tekens.`,
  [`The {label} may not be nested more than ${RICH_TEXT_MAX_DEPTH} levels deep.`]: `De {label} mag niet meer dan ${RICH_TEXT_MAX_DEPTH} niveaus diep genest zijn.`,
  [`The {label} may not be larger than ${RICH_TEXT_MAX_JSON} characters as a document.`]: `De {label} mag als document niet groter zijn dan ${RICH_TEXT_MAX_JSON} tekens.`,
};

/**
 * How deep the nodes of a would-be document nest (its `content` lists), read without recursion, so
 * a hostile document is measured before the recursive schema could overflow the stack on it.
 */
export function richTextDepth(value: unknown): number {
  let deepest = 0;
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    deepest = Math.max(deepest, depth);
    const content = node !== null && typeof node === 'object' ? (node as { content?: unknown }).content : undefined;
    if (Array.isArray(content)) for (const child of content) stack.push({ node: child, depth: depth + 1 });
  }
  return deepest;
}

/** Links only to the web or mail: a `javascript:` or `data:` href is refused, not just left unrendered. */
export const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('underline') }),
  z.object({ type: z.literal('strike') }),
  z.object({ type: z.literal('code') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: z.string().max(2000).regex(SAFE_HREF) }) }),
]);
export type RichTextMark = z.infer<typeof markSchema>;

export interface RichTextText {
  type: 'text';
  text: string;
  marks?: RichTextMark[];
}

export type RichTextBlockType = 'paragraph' | 'heading' | 'bulletList' | 'orderedList' | 'listItem' | 'blockquote';

export interface RichTextBlock {
  type: RichTextBlockType;
  attrs?: { level?: number; start?: number };
  content?: RichTextNode[];
}

export type RichTextNode = RichTextText | RichTextBlock | { type: 'hardBreak' } | { type: 'horizontalRule' };

export interface RichTextDoc {
  type: 'doc';
  content: RichTextNode[];
}

const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('text'), text: z.string().min(1), marks: z.array(markSchema).max(6).optional() }),
    z.object({ type: z.literal('hardBreak') }),
    z.object({ type: z.literal('horizontalRule') }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({ level: z.number().int().min(1).max(3) }),
      content: z.array(nodeSchema).optional(),
    }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(0).max(100000).optional() }).optional(),
      content: z.array(nodeSchema).optional(),
    }),
    ...(['paragraph', 'bulletList', 'listItem', 'blockquote'] as const).map((type) =>
      z.object({ type: z.literal(type), content: z.array(nodeSchema).optional() }),
    ),
  ]),
);

export const richTextDocSchema: z.ZodType<RichTextDoc> = z.object({ type: z.literal('doc'), content: z.array(nodeSchema) });

/** Every node of a document, depth first, in reading order. */
function* nodesOf(nodes: readonly RichTextNode[]): Generator<RichTextNode> {
  for (const node of nodes) {
    yield node;
    if ('content' in node && node.content) yield* nodesOf(node.content);
  }
}

export const richTextNodeCount = (doc: RichTextDoc) => [...nodesOf(doc.content)].length;

const BLOCKS: ReadonlySet<string> = new Set<RichTextBlockType>(['paragraph', 'heading', 'listItem', 'blockquote']);

/** The document as plain text: text nodes in order, blocks and line breaks as one space. */
export function richTextPlainText(doc: RichTextDoc): string {
  const parts: string[] = [];
  const walk = (nodes: readonly RichTextNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push((node as RichTextText).text);
      else if (node.type === 'hardBreak') parts.push(' ');
      else if ('content' in node && node.content) {
        walk(node.content);
        if (BLOCKS.has(node.type)) parts.push(' ');
      }
    }
  };
  walk(doc.content);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The dashboard's preview: up to 120 characters, then ' ...' when the text was longer. */
export function announcementExcerpt(text: string): string {
  const chars = [...text];
  return chars.length > ANNOUNCEMENT_EXCERPT_LENGTH
    ? chars.slice(0, ANNOUNCEMENT_EXCERPT_LENGTH).join('') + ANNOUNCEMENT_EXCERPT_SUFFIX
    : text;
}

/** One announcement of `GET announcement/current`: visible to the caller now, pinned or unread. */
export interface CurrentAnnouncement {
  id: number;
  title: string;
  content: RichTextDoc;
  icon: AnnouncementIcon | null;
  pinned: boolean;
  read: boolean;
  author: string;
  start_date: string | null;
  end_date: string | null;
}

/**
 * The texts of the announcement form and list (the template's labels, icon and role names), in the
 * admin module and in the dashboard's add and edit dialog alike: both spread them under `announcements`.
 */
export const ANNOUNCEMENT_TEXTS = {
  en: {
    page: 'Announcements',
    list_title: 'Announcements',
    tabs: { details: 'Details' },
    fields: {
      title: 'Title',
      content: 'Content',
      icon: 'Icon',
      pinned: 'Pinned',
      start_date: 'Start date',
      end_date: 'End date',
      roles: 'Roles (empty: everybody)',
      branch_ids: 'Branches (empty: every branch)',
      author: 'Author',
    },
    icons: { Campaign: 'Megaphone', Info: 'Information', Warning: 'Warning', Event: 'Event', School: 'School', Celebration: 'Celebration' },
    roles: {
      ROLE_ADMINISTRATOR: 'Administrator',
      ROLE_BOARD: 'Board',
      ROLE_SCHOOL: 'School',
      ROLE_EMPLOYEE: 'Employee',
      ROLE_SUBSTITUTE: 'Substitute',
    },
  },
  nl: {
    page: 'Mededelingen',
    list_title: 'Mededelingen',
    tabs: { details: 'Gegevens' },
    fields: {
      title: 'Titel',
      content: 'Inhoud',
      icon: 'Icoon',
      pinned: 'Vastgezet',
      start_date: 'Begindatum',
      end_date: 'Einddatum',
      roles: 'Rollen (leeg: iedereen)',
      branch_ids: 'Vestigingen (leeg: alle vestigingen)',
      author: 'Auteur',
    },
    icons: {
      Campaign: 'Megafoon',
      Info: 'Informatie',
      Warning: 'Waarschuwing',
      Event: 'Evenement',
      School: 'School',
      Celebration: 'Feest',
    },
    roles: {
      ROLE_ADMINISTRATOR: 'Beheerder',
      ROLE_BOARD: 'Bestuur',
      ROLE_SCHOOL: 'School',
      ROLE_EMPLOYEE: 'Medewerker',
      ROLE_SUBSTITUTE: 'Invaller',
    },
  },
};
