import sharp from 'sharp';
import { AVATAR_SIZES, DocumentMessages, type AvatarSize } from '@app/contracts';
import { uploadRefused } from '../documents/upload-check';

/** Avatars are stored as WebP: small, and every browser the product supports shows it. */
export const AVATAR_CONTENT_TYPE = 'image/webp';

/**
 * The avatar in each size of person/{id}/image/{size}: square, cut to fill (faces are centred in a
 * photo), turned upright by its EXIF orientation, which the stored copy then no longer carries (nor
 * any other metadata, such as where the photo was taken).
 */
export async function avatarImages(photo: Buffer): Promise<Record<AvatarSize, Buffer>> {
  try {
    const entries = await Promise.all(
      (Object.entries(AVATAR_SIZES) as [AvatarSize, number][]).map(
        async ([size, px]) =>
          [size, await sharp(photo).rotate().resize(px, px, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<AvatarSize, Buffer>;
  } catch {
    // the bytes looked like an image but sharp cannot read them (a truncated or corrupt file)
    throw uploadRefused(DocumentMessages.formatNotAllowed);
  }
}

export const avatarKey = (poolId: number, personId: number, size: AvatarSize) => `${poolId}/avatars/person/${personId}/${size}.webp`;
