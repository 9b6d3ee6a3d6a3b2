import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { ReportData } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import { ReportView } from '../../components/report-view';
import { ReportWrapper } from '../../components/report-wrapper';
import type { ReportScreenProps } from '../../report-screen';

/**
 * Logs (RPT-LOG-01, log/:id?): the request log of the period; on log/:id the whole log of that one
 * request (the server's `filter[request]`), with a way back to every request's log.
 */
export function LogReportScreen({ definition, id }: ReportScreenProps) {
  const { t } = useTranslation();
  return (
    <ReportWrapper<ReportData>
      definition={definition}
      isEmpty={(data) => data.empty !== null}
      emptyKind={(data) => data.empty ?? 'no_data'}
      // a malformed id is the server's to refuse (422): the screen shows its error state
      extraQuery={id ? { 'filter[request]': id } : undefined}
      notice={
        id ? (
          <Alert severity="info" data-testid="report-log-request">
            {t('reports.log_of_request', { number: id })}{' '}
            <Link component="button" type="button" onClick={() => navigate(`/reports/${definition.route}`)} data-testid="report-log-all">
              {t('reports.log_all_requests')}
            </Link>
          </Alert>
        ) : undefined
      }
    >
      {({ data, sorting, onSort }) => <ReportView reportKey={definition.key} data={data} sorting={sorting} onSort={onSort} />}
    </ReportWrapper>
  );
}
