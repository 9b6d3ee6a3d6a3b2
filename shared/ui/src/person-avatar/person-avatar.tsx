import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import type { AvatarSize } from '@app/contracts';
import { useAvatar, useObjectUrl } from './use-avatar';

export interface PersonAvatarProps {
  personId: number;
  /** shown while the photo loads, and when the person has none */
  initials: string;
  /** whether the person has a photo (the API says so): without one nothing is fetched */
  hasPhoto: boolean;
  size?: AvatarSize;
  sx?: AvatarProps['sx'];
  alt: string;
}

/** A person's photo (PLT-SHELL-07), or their initials when they have none. */
export function PersonAvatar({ personId, initials, hasPhoto, size = 's', sx, alt }: PersonAvatarProps) {
  const avatar = useAvatar(personId, size, hasPhoto);
  const src = useObjectUrl(avatar.data);
  return (
    <Avatar src={src} alt={src ? alt : undefined} sx={sx} data-testid={`person-avatar-${personId}`} data-photo={src ? 'yes' : 'no'}>
      {initials}
    </Avatar>
  );
}
