import Avatar from '@mui/material/Avatar';
import { useSession } from '@app/platform';
import { avatarLetters, PersonAvatar } from '@app/ui/person-avatar';

/**
 * The signed-in user's avatar (PLT-SHELL-04, 07): their photo, or their letters on their colour;
 * an account without a person (a system administrator) has letters only. The photo call answers
 * 204 for a person without one, so it is asked without knowing.
 */
export function UserAvatar({ name, diameter }: { name: string; diameter: number }) {
  const payload = useSession((s) => s.payload);
  if (payload?.person_id == null)
    return (
      <Avatar sx={{ width: diameter, height: diameter, bgcolor: 'primary.main', fontSize: Math.round(diameter * 0.42) }}>
        {avatarLetters(name)}
      </Avatar>
    );
  return <PersonAvatar personId={payload.person_id} name={name} hasPhoto diameter={diameter} />;
}
