import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../components/field-list';
import { QueryState } from '@app/ui/query-state';
import { useRequestBranch } from './api/request-popup-api';

/**
 * The branch information view of a phone (REQ-POPUP-03): the request's branch as master data
 * publishes it to staffing (name, the board above it, place, region, e-mail), so a planner on the
 * road can reach the school; the e-mail opens the phone's mail app.
 */
export function BranchInfoTab({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const branch = useRequestBranch(requestId);
  return (
    <QueryState query={branch} failed="branch_info.load_failed" testId="branch-info">
      {(data) => (
        <FieldList
          testId="branch-info"
          items={[
            { key: 'name', label: t('branch_info.name'), value: data.name },
            { key: 'board', label: t('branch_info.board'), value: data.board },
            { key: 'city', label: t('branch_info.city'), value: data.city },
            { key: 'region', label: t('branch_info.region'), value: data.region },
            {
              key: 'email',
              label: t('branch_info.email'),
              value: data.email ? <Link href={`mailto:${data.email}`}>{data.email}</Link> : null,
            },
          ]}
        />
      )}
    </QueryState>
  );
}
