import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@app/contracts';
import { ListCell } from '../entity-list/list-cell';
import type { MyAccount, MyData } from './api/get-my-data';

const column = (value: string, label: string, format?: ListColumn['format']): ListColumn => ({
  label,
  value,
  column_code: value,
  sortable: false,
  element: format === 'boolean' ? 'boolean-component' : 'single-line-component',
  ...(format ? { format } : {}),
});

/** The Contracts tab's columns: the contract list's, without the person (it is the user). */
const CONTRACT_COLUMNS = [
  column('contract_type_name', 'person_data.fields.contract_type'),
  column('branch_name', 'person_data.fields.branch'),
  column('start_date', 'person_data.fields.start_date', 'date'),
  column('end_date', 'person_data.fields.end_date', 'date'),
  column('hours', 'person_data.fields.hours'),
];

type Row = Record<string, unknown> & { id: number };

function RowsTable({ columns, rows, testId }: { columns: ListColumn[]; rows: Row[]; testId: string }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={`${testId}-empty`}>
        {t('entity_popup.no_data_available')}
      </Typography>
    );
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.value}>{t(c.label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`${testId}-row`}>
            {columns.map((c) => (
              <TableCell key={c.value}>
                <ListCell column={c} value={row[c.value]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export const MyContracts = ({ data }: { data: MyData }) => <RowsTable columns={CONTRACT_COLUMNS} rows={data.contracts} testId="my-data-contracts" />;

const PROFILE_COLUMNS = [column('profile_type', 'person_data.fields.profile_type'), column('roles', 'person_data.fields.roles'), column('branch', 'person_data.fields.branch'), column('description', 'person_data.fields.description')];

/** Profiles as rows of names: type and branch by name, roles listed. */
export function MyProfiles({ data }: { data: MyData }) {
  const rows = data.profiles.map((p) => ({ id: p.id, profile_type: p.profile_type?.name ?? '', roles: p.roles.join(', '), branch: p.branch?.name ?? '', description: p.description ?? '' }));
  return <RowsTable columns={PROFILE_COLUMNS} rows={rows} testId="my-data-profiles" />;
}

const ACCOUNT_ROWS = [
  column('username', 'person_data.fields.username'),
  column('email', 'person_data.fields.email'),
  column('enabled', 'person_data.fields.enabled', 'boolean'),
  column('two_factor', 'person_data.fields.two_factor', 'boolean'),
  column('last_login', 'person_data.fields.last_login', 'datetime'),
];

/** The Account tab, read-only: the login behind the user's profiles. */
export function MyAccountView({ account }: { account: MyAccount }) {
  const { t } = useTranslation();
  if (!account.has_account)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="my-data-account-none">
        {t('admin_screens.my_data.no_account')}
      </Typography>
    );
  return (
    <Table size="small" data-testid="my-data-account">
      <TableBody>
        {ACCOUNT_ROWS.map((c) => (
          <TableRow key={c.value}>
            <TableCell component="th" sx={{ width: '35%', fontWeight: 500 }}>
              {t(c.label)}
            </TableCell>
            <TableCell>
              <ListCell column={c} value={(account as Record<string, unknown>)[c.value]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
