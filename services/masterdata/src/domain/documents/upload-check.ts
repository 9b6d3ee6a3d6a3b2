import { fileTypeFromBuffer } from 'file-type';
import { DocumentMessages } from '@app/contracts';
import { HttpError } from '@app/service-kit';

/** A file as the multipart reader hands it over: its bytes (up to the limit) and whether there were more. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  truncated: boolean;
}

/** 422 'Error while uploading a file' with the reason and the spec's hint to check format and size. */
export const uploadRefused = (reason: string) =>
  new HttpError(422, DocumentMessages.uploadFailed, { file: [reason, DocumentMessages.checkFormatAndSize] });

const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';

/** An upload that passed: the file and its type as sniffed. */
export interface CheckedUpload {
  file: UploadedFile;
  contentType: string;
  /** the name as sent (busboy drops any folder before it), at most 255 characters */
  filename: string;
}

/**
 * The content type of an upload, sniffed from its bytes (never the browser's word), when it is
 * allowed, within the limit and named like what it is (a '.pdf' holding a PNG is refused; a photo
 * from the camera has no name worth checking: `matchName: false`).
 */
export async function checkUpload(
  file: UploadedFile | null,
  rules: { formats: Readonly<Record<string, readonly string[]>>; maxMb: number; matchName?: boolean },
): Promise<CheckedUpload> {
  if (!file || file.bytes.length === 0) throw uploadRefused(DocumentMessages.noFile);
  if (file.truncated) throw uploadRefused(DocumentMessages.tooLarge.replace('{{max}}', String(rules.maxMb)));
  const sniffed = await fileTypeFromBuffer(file.bytes);
  const extensions = sniffed ? rules.formats[sniffed.mime] : undefined;
  if (!sniffed || !extensions) throw uploadRefused(DocumentMessages.formatNotAllowed);
  if (rules.matchName !== false && !extensions.includes(extensionOf(file.filename))) throw uploadRefused(DocumentMessages.nameDoesNotMatch);
  return { file, contentType: sniffed.mime, filename: file.filename.slice(0, 255) };
}
