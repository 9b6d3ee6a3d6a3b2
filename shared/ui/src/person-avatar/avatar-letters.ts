/**
 * The two letters an avatar without a photo shows: the first name's and the surname's, skipping the
 * Dutch name particles between them ("Thijs van der Berg" is TB, not TV). A person's stored
 * `initials` are their first names' initials with dots ("T."), for letters and forms, not avatars.
 */
export function avatarLetters(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : (words[0]?.[1] ?? '');
  return (first + last).toUpperCase();
}
