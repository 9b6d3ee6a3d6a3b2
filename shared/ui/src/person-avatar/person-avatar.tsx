import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import type { AvatarSize } from '@app/contracts';
import { useAvatar, useObjectUrl } from './use-avatar';

export interface PersonAvatarProps {
  personId: number;
  /** shown while the photo loads, and when the person has none */
  initials: string;
  size?: AvatarSize;
  sx?: AvatarProps['sx'];
  alt: string;
}

/** A person's photo (PLT-SHELL-07), or their initials when they have none. */
export function PersonAvatar({ personId, initials, size = 's', sx, alt }: PersonAvatarProps) {
  const avatar = useAvatar(personId, size);
  const src = useObjectUrl(avatar.data);
  return (
    <Avatar src={src} alt={src ? alt : undefined} sx={sx} data-testid={`person-avatar-${personId}`} data-photo={src ? 'yes' : 'no'}>
      {initials}
    </Avatar>
  );
}
