import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import type { AvatarSize } from '@app/contracts';
import { avatarLetters } from './avatar-letters';
import { AVATAR_DIAMETER, avatarColor } from './avatar-palette';
import { useAvatar, useObjectUrl } from './use-avatar';

export interface PersonAvatarProps {
  personId: number;
  /** the person's full name: the photo's alt text, and its letters while the photo loads or when there is none */
  name: string;
  /** whether the person has a photo (the API says so): without one nothing is fetched */
  hasPhoto: boolean;
  size?: AvatarSize;
  /** in pixels; 32 unless a screen asks otherwise */
  diameter?: number;
  sx?: AvatarProps['sx'];
}

/** A person's photo (PLT-SHELL-07), or their letters on their colour of the palette when they have none. */
export function PersonAvatar({ personId, name, hasPhoto, size = 's', diameter = AVATAR_DIAMETER, sx }: PersonAvatarProps) {
  const avatar = useAvatar(personId, size, hasPhoto);
  const src = useObjectUrl(avatar.data);
  const own = { width: diameter, height: diameter, fontSize: Math.round(diameter * 0.42), bgcolor: avatarColor(personId) };
  return (
    <Avatar
      src={src}
      alt={src ? name : undefined}
      sx={[own, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      data-testid={`person-avatar-${personId}`}
      data-photo={src ? 'yes' : 'no'}
    >
      {avatarLetters(name)}
    </Avatar>
  );
}
