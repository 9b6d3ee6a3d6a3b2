// `@app/ui/person-avatar`: a person's photo or initials, and the hooks that fetch it with the session's token.
export { PersonAvatar, type PersonAvatarProps } from '../person-avatar/person-avatar';
export { avatarKey, useAvatar, useObjectUrl } from '../person-avatar/use-avatar';
export { avatarLetters } from '../person-avatar/avatar-letters';
export { AVATAR_DIAMETER, AVATAR_PALETTE, avatarColor } from '../person-avatar/avatar-palette';
