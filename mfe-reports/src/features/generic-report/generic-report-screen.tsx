import type { ReportData } from '@app/contracts';
import { ReportView } from '../../components/report-view';
import { ReportWrapper } from '../../components/report-wrapper';
import type { ReportScreenProps } from '../../report-screen';

/** A report of the generic shape (figures, tabs, tables): requests, schedules, deployment, board chains, substitutes, timeline, log. */
export function GenericReportScreen({ definition }: ReportScreenProps) {
  return (
    <ReportWrapper<ReportData>
      definition={definition}
      isEmpty={(data) => data.empty !== null}
      emptyKind={(data) => data.empty ?? 'no_data'}
    >
      {({ data, sorting, onSort }) => <ReportView reportKey={definition.key} data={data} sorting={sorting} onSort={onSort} />}
    </ReportWrapper>
  );
}
