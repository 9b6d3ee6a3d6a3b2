import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PersonProfile } from './api/person-profiles-api';

export interface PersonProfilesTableProps {
  profiles: readonly PersonProfile[];
  /** the pool the tab shows (the session's: the call answers that pool's profiles only) */
  poolName: string;
  /** with the right to change persons: each row offers Edit and Remove */
  canRemove: boolean;
  busy: boolean;
  onRemove(profile: PersonProfile): void;
  onEdit(profile: PersonProfile): void;
}

/** The person's live profiles: roles by name, branch, function, description and pool; the last one cannot be removed. */
export function PersonProfilesTable({ profiles, poolName, canRemove, busy, onRemove, onEdit }: PersonProfilesTableProps) {
  const { t } = useTranslation();
  if (profiles.length === 0)
    return (
      <Typography color="text.secondary" data-testid="person-profiles-empty">
        {t('person_profiles.none')}
      </Typography>
    );
  // on a phone the columns scroll inside the popup instead of hiding the Remove button
  return (
    <TableContainer>
      <Table size="small" data-testid="person-profiles">
        <TableHead>
          <TableRow>
            <TableCell>{t('person_profiles.roles')}</TableCell>
            <TableCell>{t('person_profiles.branch')}</TableCell>
            <TableCell>{t('person_profiles.profile_type')}</TableCell>
            <TableCell>{t('person_profiles.description')}</TableCell>
            <TableCell>{t('person_profiles.pool')}</TableCell>
            {canRemove ? <TableCell /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {profiles.map((profile) => (
            <TableRow key={profile.id} data-testid={`person-profile-${profile.id}`}>
              <TableCell>{profile.roles.join(', ')}</TableCell>
              <TableCell>{profile.branch?.name ?? ''}</TableCell>
              <TableCell>{profile.profile_type?.name ?? ''}</TableCell>
              <TableCell>{profile.description ?? ''}</TableCell>
              <TableCell>{poolName}</TableCell>
              {canRemove ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" disabled={busy} onClick={() => onEdit(profile)} data-testid={`person-profile-edit-${profile.id}`}>
                    {t('person_profiles.edit')}
                  </Button>
                  {/* a disabled button gets no pointer events: the span carries the tooltip */}
                  <Tooltip title={profile.removable ? '' : t('person_profiles.last_profile')}>
                    <span data-testid={`person-profile-remove-wrap-${profile.id}`}>
                      <Button
                        size="small"
                        color="error"
                        disabled={busy || !profile.removable}
                        onClick={() => onRemove(profile)}
                        data-testid={`person-profile-remove-${profile.id}`}
                      >
                        {t('person_profiles.remove')}
                      </Button>
                    </span>
                  </Tooltip>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
