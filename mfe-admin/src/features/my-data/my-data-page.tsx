import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Permission } from '@app/contracts';
import { ApiError } from '@app/platform/api';
import { navigate } from '@app/platform/navigation';
import { useHasRight } from '@app/platform';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { useUnsavedChanges, type UnsavedChanges } from '@app/ui/popup';
import { PersonLabelsEditor } from '../../components/person-labels/person-labels-editor';
import { PersonLabelsTab } from '../../components/person-labels/person-labels-tab';
import { BlockadesTable } from '../../components/blockades/blockades-table';
import { PersonAvailabilityCalendar } from '../../components/person-availability/person-availability-calendar';
import { useMyData, type MyData } from './api/get-my-data';
import { MyDetailsTab } from './my-details-tab';
import { MyAccountView, MyContracts, MyProfiles } from './my-data-tables';

/** The tabs of "my data", keyed as the person popup's tabs (spec 001 section 2, MD-PPOP-02). */
export const MY_DATA_TABS = ['summary', 'labels', 'contract', 'blockades', 'availabilities', 'profiles', 'account'] as const;
type MyDataTab = (typeof MY_DATA_TABS)[number];

const TAB_LABELS: Record<MyDataTab, string> = {
  summary: 'person.tabs.details',
  labels: 'person.tabs.labels',
  contract: 'person.tabs.contracts',
  blockades: 'person.tabs.blockades',
  availabilities: 'person.tabs.availabilities',
  profiles: 'person.tabs.profiles',
  account: 'person.tabs.account',
};

const nameOf = (person: MyData['person']) =>
  [person.first_name, person.middle_name, person.last_name].filter((n) => typeof n === 'string' && n.trim() !== '').join(' ');

/** The Labels tab: with the right to change persons the picker of the person popup, else the chips. */
function MyLabels({ data }: { data: MyData }) {
  const canEdit = useHasRight(Permission.PERSON_ALL);
  return canEdit ? <PersonLabelsTab personId={data.person.id} canEdit /> : <PersonLabelsEditor labels={data.labels} canEdit={false} />;
}

function tabBody(tab: MyDataTab, data: MyData, unsaved: UnsavedChanges): ReactNode {
  switch (tab) {
    case 'summary':
      return <MyDetailsTab data={data} unsaved={unsaved} />;
    case 'labels':
      return <MyLabels data={data} />;
    case 'contract':
      return <MyContracts data={data} />;
    case 'blockades':
      return <BlockadesTable blockades={data.blockades} selectable={false} selected={[]} onSelect={() => undefined} />;
    // staffing's calendar detail of the own person (readable with PLANNING_VIEW or AVAILABILITY_EDIT)
    case 'availabilities':
      return <PersonAvailabilityCalendar personId={data.person.id} />;
    case 'profiles':
      return <MyProfiles data={data} />;
    case 'account':
      return <MyAccountView account={data.account} />;
  }
}

/**
 * `/person/me/:tab?` (PLT-ROUTE-12): the signed-in user's own person card as a page, in the person
 * popup's layout, from one `GET person/me`.
 */
export function MyDataPage({ route, params }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const me = useMyData();
  const unsaved = useUnsavedChanges();
  const tab: MyDataTab = (MY_DATA_TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as MyDataTab) : 'summary';

  let body: ReactNode;
  if (me.isError)
    body = (
      <Alert severity="error" data-testid="my-data-error">
        {me.error instanceof ApiError && me.error.status === 404 ? t('my_data.no_person') : t('entity_popup.load_failed')}
      </Alert>
    );
  else if (!me.data) body = <Skeleton height={320} />;
  else
    body = (
      <Paper variant="outlined" data-testid="my-data">
        <Typography variant="h6" sx={{ px: 2, pt: 2 }} data-testid="my-data-name">
          {nameOf(me.data.person)}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_e, next: string) => navigate(`/person/me/${next}`, { replace: true })}
          variant="scrollable"
          sx={{ px: 2 }}
        >
          {MY_DATA_TABS.map((key) => (
            <Tab key={key} value={key} label={t(TAB_LABELS[key])} data-testid={`my-data-tab-${key}`} />
          ))}
        </Tabs>
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>{tabBody(tab, me.data, unsaved)}</Box>
      </Paper>
    );

  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      {body}
    </PageFrame>
  );
}
