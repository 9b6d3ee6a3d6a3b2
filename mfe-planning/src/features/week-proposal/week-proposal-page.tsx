import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { WeekProposal } from './week-proposal';

/** `/week-proposal`: the week proposal (PLANNING_PROPOSAL). */
export function WeekProposalPage({ route }: PageProps) {
  const { remote, version } = useModuleInfo();
  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      <WeekProposal />
    </PageFrame>
  );
}
