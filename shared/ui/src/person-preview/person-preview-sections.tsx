import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PERSON_PREVIEW_REMARKS, type PersonPreview } from '@app/contracts';
import { DateFormat, inAmsterdam } from '@app/platform/dates';

/** A phone number as a tel: address: the digits and a leading +, nothing else a dialer trips over. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Phone, mobile and e-mail, as tel: and mailto: links. */
export function ContactLines({ person }: { person: PersonPreview }) {
  const { t } = useTranslation();
  const lines = [
    { key: 'telephone', value: person.telephone, href: person.telephone ? telHref(person.telephone) : '' },
    { key: 'mobile', value: person.mobile, href: person.mobile ? telHref(person.mobile) : '' },
    { key: 'email', value: person.email, href: person.email ? `mailto:${person.email}` : '' },
  ].filter((line) => line.value);
  if (!lines.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="person-preview-no-contact">
        {t('person_preview.no_contact')}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {lines.map((line) => (
        <ListItem key={line.key} disableGutters>
          <ListItemText
            primary={
              <Link href={line.href} data-testid={`person-preview-${line.key}`}>
                {line.value}
              </Link>
            }
            secondary={t(`person_preview.${line.key}`)}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The documents the caller may see: name and upload date. */
export function DocumentLines({ person }: { person: PersonPreview }) {
  const { t } = useTranslation();
  const documents = person.documents ?? [];
  if (!documents.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="person-preview-no-documents">
        {t('person_preview.no_documents')}
      </Typography>
    );
  return (
    <List dense disablePadding data-testid="person-preview-documents">
      {documents.map((d) => (
        <ListItem key={d.id} disableGutters>
          <ListItemText primary={d.filename} secondary={inAmsterdam(d.uploaded_at).format(DateFormat.display)} />
        </ListItem>
      ))}
    </List>
  );
}

/** The remarks the answer carries (the server leaves out those the caller has no right to read). */
export function CommentLines({ person }: { person: PersonPreview }) {
  const { t } = useTranslation();
  const remarks = PERSON_PREVIEW_REMARKS.filter((field) => person[field]);
  if (!remarks.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="person-preview-no-comments">
        {t('person_preview.no_comments')}
      </Typography>
    );
  return (
    <List dense disablePadding data-testid="person-preview-comments">
      {remarks.map((field) => (
        <ListItem key={field} disableGutters>
          <ListItemText primary={person[field]} secondary={t(`person_preview.${field}`)} sx={{ whiteSpace: 'pre-wrap' }} />
        </ListItem>
      ))}
    </List>
  );
}
