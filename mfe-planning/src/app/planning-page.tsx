import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AvailabilityRights } from '@app/contracts';
import { navigate, useLocation } from '@app/platform/navigation';
import { useHasRight, useSession } from '@app/platform/session';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { PersonPlanning } from '../features/person-planning/person-planning';
import { ViewSelectionDialog } from '../features/view-selection/view-selection-dialog';

/** The child route that opens the person picker (spec 000 section 2). */
export const VIEW_SELECTION = 'view-selection';

/**
 * `/planning` and `/planning/view-selection`: the planning of the person `?person=` names (a
 * planner's choice), else the signed-in person's own; a planner picks another person in the
 * view-selection modal.
 */
export function PlanningPage({ route, params }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const { search } = useLocation();
  const own = useSession((s) => s.payload?.person_id ?? null);
  const planner = useHasRight(AvailabilityRights.viewOthers);
  const chosen = Number(new URLSearchParams(search).get('person')) || null;
  const person = chosen ?? own;
  const query = chosen !== null && chosen !== own ? `?person=${chosen}` : '';
  const actions = planner ? (
    <Button variant="outlined" onClick={() => navigate(`/planning/${VIEW_SELECTION}${query}`)} data-testid="view-selection-open">
      {t('view_selection.open')}
    </Button>
  ) : null;
  return (
    <PageFrame remote={remote} version={version} title={route.title} actions={actions}>
      {person === null ? (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="planning-no-person">
          {t(planner ? 'planning.choose_person' : 'planning.no_person')}
        </Typography>
      ) : (
        <PersonPlanning person={person} own={person === own} />
      )}
      {planner && (
        <ViewSelectionDialog
          open={params.child === VIEW_SELECTION}
          onClose={() => navigate(`/planning${query}`)}
          onChoose={(id) => navigate(id === own ? '/planning' : `/planning?person=${id}`)}
        />
      )}
    </PageFrame>
  );
}
