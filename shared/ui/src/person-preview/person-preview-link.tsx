import { useState } from 'react';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { PersonPreviewDialog } from './person-preview-dialog';

export interface PersonPreviewLinkProps {
  person: { id: number; full_name: string };
  testId?: string;
}

/** A person's name that opens the person preview dialog (PLT-DLG-01, 02), where a screen names a person. */
export function PersonPreviewLink({ person, testId = `person-preview-link-${person.id}` }: PersonPreviewLinkProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        component="button"
        type="button"
        variant="inherit"
        onClick={() => setOpen(true)}
        aria-label={t('person_preview.open_preview', { name: person.full_name })}
        aria-haspopup="dialog"
        data-testid={testId}
        sx={{ verticalAlign: 'baseline', textAlign: 'left' }}
      >
        {person.full_name}
      </Link>
      {open ? <PersonPreviewDialog personId={person.id} name={person.full_name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
