import { z } from 'zod';
import { Permission as P } from './permissions';

/**
 * Documents of persons and branches and avatars (spec 001 'Document', MD-DOC-01/02, PLT-SHELL-07;
 * docs/masterdata.md 'Documents'): the limits, the formats, the rights and the messages the
 * service and the admin module share.
 */
export const DOCUMENT_ENTITY_TYPES = ['person', 'branch'] as const;
export type DocumentEntityType = (typeof DOCUMENT_ENTITY_TYPES)[number];

/** The largest document an upload may carry ("Uploads must use an allowed format and size"). */
export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
/** The largest photo an avatar upload may carry. */
export const AVATAR_MAX_MB = 5;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;

/** Avatar sizes of person/{id}/image/{size}, as square pixels. */
export const AVATAR_SIZES = { s: 64, m: 256 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/** The formats a document may have: the type sniffed from its bytes -> the file name extensions it may carry. */
export const DOCUMENT_FORMATS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
};

/** The formats an avatar may have. */
export const AVATAR_FORMATS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** Who sees a document beyond DOCUMENT_ALL (spec 001 section 6 'Document visibility'). */
export const DocumentVisibilityPermission = {
  DOCUMENT_VISIBLE_ALWAYS: 'PERMISSION_DOCUMENT_VISIBLE_ALWAYS',
  DOCUMENT_VISIBLE_FOR_BOARD: 'PERMISSION_DOCUMENT_VISIBLE_FOR_BOARD',
  DOCUMENT_VISIBLE_FOR_SCHOOL: 'PERMISSION_DOCUMENT_VISIBLE_FOR_SCHOOL',
  DOCUMENT_VISIBLE_FOR_SUBSTITUTE: 'PERMISSION_DOCUMENT_VISIBLE_FOR_SUBSTITUTE',
} as const;

export const DocumentRights = {
  view: [P.DOCUMENT_VIEW, P.DOCUMENT_ALL],
  /** upload, change the visibility, delete */
  edit: [P.DOCUMENT_ALL],
} as const satisfies Record<string, readonly string[]>;

/** A document as the list and the upload answer it. */
export interface DocumentItem {
  id: number;
  entity_type: DocumentEntityType;
  entity_id: number;
  filename: string;
  content_type: string;
  size: number;
  visible_for_board: boolean;
  visible_for_school: boolean;
  visible_for_substitute: boolean;
  restricted_to_branch: boolean;
  uploaded_by: string;
  uploaded_at: string;
}

const flag = z.boolean();

/** The visibility of a document: the upload's form fields and the body of PUT .../document/{docId}. */
export const documentFlagsSchema = z
  .object({
    visible_for_board: flag,
    visible_for_school: flag,
    visible_for_substitute: flag,
    restricted_to_branch: flag,
  })
  .partial()
  .strict();
export type DocumentFlags = z.infer<typeof documentFlagsSchema>;

export const DOCUMENT_FLAGS = ['visible_for_board', 'visible_for_school', 'visible_for_substitute', 'restricted_to_branch'] as const;

export const DocumentMessages = {
  /** spec 001 section 8, the title of every refused upload */
  uploadFailed: 'Error while uploading a file',
  /** the hint the spec pairs with it */
  checkFormatAndSize: 'Check the format and size of the file.',
  noFile: 'Choose a file to upload.',
  tooLarge: 'The file is larger than {{max}} MB.',
  formatNotAllowed: 'Files of this format are not allowed.',
  nameDoesNotMatch: 'The content of the file does not match its name.',
  /** spec 001 section 8 */
  camera: 'Can not connect to camera',
} as const;

export const DOCUMENT_MESSAGES_NL: Readonly<Record<string, string>> = {
  [DocumentMessages.uploadFailed]: 'Fout bij het uploaden van een bestand',
  [DocumentMessages.checkFormatAndSize]: 'Controleer het formaat en de grootte van het bestand.',
  [DocumentMessages.noFile]: 'Kies een bestand om te uploaden.',
  [DocumentMessages.tooLarge]: 'Het bestand is groter dan {{max}} MB.',
  [DocumentMessages.formatNotAllowed]: 'Bestanden van dit formaat zijn niet toegestaan.',
  [DocumentMessages.nameDoesNotMatch]: 'De inhoud van het bestand past niet bij de naam.',
  [DocumentMessages.camera]: 'Kan geen verbinding maken met de camera',
};
