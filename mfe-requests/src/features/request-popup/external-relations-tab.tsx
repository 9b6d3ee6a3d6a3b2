import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { DateFormat, formatDisplayDate, inAmsterdam } from '@app/platform/dates';
import { QueryState } from '@app/ui/query-state';
import { useExternalRelations } from './api/request-popup-api';

/** The External relations tab: what was sent about the request to other systems (the payroll system's absence notification). */
export function ExternalRelationsTab({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const relations = useExternalRelations(requestId);
  return (
    <QueryState
      query={relations}
      failed="external_relations.load_failed"
      empty="external_relations.empty"
      isEmpty={(d) => d.length === 0}
      testId="external-relations"
    >
      {(data) => (
        <List data-testid="external-relations-list">
          {data.map((relation) => (
            <ListItem key={relation.id} divider>
              <ListItemText
                primary={t('external_relations.payroll', { id: relation.external_id, from: formatDisplayDate(relation.date_from) })}
                secondary={t('external_relations.sent_by', {
                  name: relation.author.full_name,
                  at: inAmsterdam(relation.created_at).format(DateFormat.dateTime),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </QueryState>
  );
}
