import Avatar from '@mui/material/Avatar';
import { useSession } from '@app/platform';
import { PersonAvatar } from '@app/ui/person-avatar';

/**
 * The signed-in user's avatar (PLT-SHELL-04, 07): their photo, or their initials on their colour;
 * an account without a person (a system administrator) has initials only. The photo call answers
 * 204 for a person without one, so it is asked without knowing.
 */
export function UserAvatar({ initials, diameter }: { initials: string; diameter: number }) {
  const payload = useSession((s) => s.payload);
  if (payload?.person_id == null)
    return (
      <Avatar sx={{ width: diameter, height: diameter, bgcolor: 'primary.main', fontSize: Math.round(diameter * 0.42) }}>{initials}</Avatar>
    );
  return <PersonAvatar personId={payload.person_id} initials={initials} hasPhoto alt={payload.person_name} diameter={diameter} />;
}
