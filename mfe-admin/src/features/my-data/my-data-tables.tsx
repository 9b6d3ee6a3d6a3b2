import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@app/contracts';
import { ListCell } from '@app/ui/entity-list';
import { FieldsTable, RecordsTable } from '../../components/records-table';
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

export const MyContracts = ({ data }: { data: MyData }) => (
  <RecordsTable columns={CONTRACT_COLUMNS} rows={data.contracts} testId="my-data-contracts" />
);

const PROFILE_COLUMNS = [
  column('profile_type', 'person_data.fields.profile_type'),
  column('roles', 'person_data.fields.roles'),
  column('branch', 'person_data.fields.branch'),
  column('description', 'person_data.fields.description'),
];

/** Profiles as rows of names: type and branch by name, roles listed. */
export function MyProfiles({ data }: { data: MyData }) {
  const rows = data.profiles.map((p) => ({
    id: p.id,
    profile_type: p.profile_type?.name ?? '',
    roles: p.roles.join(', '),
    branch: p.branch?.name ?? '',
    description: p.description ?? '',
  }));
  return <RecordsTable columns={PROFILE_COLUMNS} rows={rows} testId="my-data-profiles" />;
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
        {t('my_data.no_account')}
      </Typography>
    );
  const fields = ACCOUNT_ROWS.map((c) => ({
    key: c.value,
    label: t(c.label),
    value: <ListCell column={c} value={(account as Record<string, unknown>)[c.value]} />,
  }));
  return <FieldsTable fields={fields} testId="my-data-account" />;
}
