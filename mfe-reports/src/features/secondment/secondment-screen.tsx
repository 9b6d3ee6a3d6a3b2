import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { secondmentInvoicePath, type SecondmentReport } from '@app/contracts';
import { fetchFile } from '@app/platform/api';
import { ExportButtons } from '../../components/export-buttons';
import { ReportTable } from '../../components/report-table';
import { ReportWrapper } from '../../components/report-wrapper';
import { printHtml } from '../../lib/print-html';
import type { ReportScreenProps } from '../../report-screen';
import { secondmentTables } from './secondment-tables';

/** RPT-SEC-01..03: details, the invoicing matrix with an invoice per pair to print, and the totals per branch. */
export function SecondmentScreen({ definition }: ReportScreenProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const [printError, setPrintError] = useState(false);
  const print = async (loaning: number, borrowing: number, query: string) => {
    const html = await (await fetchFile(`${secondmentInvoicePath(loaning, borrowing).replace(/^\/api/, '')}?${query}`)).text();
    setPrintError(!(await printHtml(html)));
  };
  return (
    <ReportWrapper<SecondmentReport> definition={definition} isEmpty={(d) => d.details.length === 0}>
      {({ data, meta, sorting, onSort }) => {
        const tables = secondmentTables(data);
        const query = `filter[period_from]=${meta.filter.period_from}&filter[period_to]=${meta.filter.period_to}`;
        return (
          <Stack sx={{ gap: 2 }}>
            <ExportButtons reportKey={definition.key} filter={meta.filter} />
            {data.missing_rates ? (
              <Alert severity="warning">{t('reports.money.secondment.missing_rates', { count: data.missing_rates })}</Alert>
            ) : null}
            {printError ? <Alert severity="error">{t('reports.money.secondment.print_failed')}</Alert> : null}
            <Tabs value={tab} onChange={(_e, v: number) => setTab(v)}>
              {tables.map((table) => (
                <Tab key={table.key} label={t(table.title)} data-testid={`secondment-tab-${table.key}`} />
              ))}
            </Tabs>
            <ReportTable table={tables[tab]!} fileName={`${definition.key}-${tables[tab]!.key}`} sorting={sorting} onSort={onSort} />
            {tables[tab]!.key === 'matrix' ? (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="body2">{t('reports.money.secondment.invoices')}</Typography>
                {data.matrix.map((m) => (
                  <Button
                    key={`${m.loaning_branch_id}-${m.borrowing_branch_id}`}
                    size="small"
                    onClick={() => void print(m.loaning_branch_id, m.borrowing_branch_id, query)}
                    data-testid={`secondment-invoice-${m.loaning_branch_id}-${m.borrowing_branch_id}`}
                  >
                    {t('reports.money.secondment.invoice', { loaning: m.loaning_branch, borrowing: m.borrowing_branch })}
                  </Button>
                ))}
              </Stack>
            ) : null}
          </Stack>
        );
      }}
    </ReportWrapper>
  );
}
