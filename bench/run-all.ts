/** `npm run bench`: every benchmark in turn; each prints its figures against its budget. */
import { benchAdditionalFieldColumns } from './additional-field-columns';
import { benchAnswerPage } from './answer-page-budget';
import { benchCalendarDrag } from './calendar-drag';
import { benchClaimRace } from './claim-race';
import { benchGatewayOverhead } from './gateway-overhead';
import { benchGeneralCalendar } from './general-calendar';
import { benchLoad } from './load';
import { benchLogin } from './login-budget';
import { benchMatching } from './matching';
import { benchPersonList } from './masterdata-list';
import { benchPersonDuplicates } from './person-duplicates';
import { benchProposal } from './proposal';
import { benchReports } from './reports';
import { benchRequestFieldColumns } from './request-field-columns';
import { benchRequests } from './requests-budgets';
import { benchScreens } from './screens';

async function main() {
  await benchGatewayOverhead();
  await benchLogin();
  await benchAnswerPage();
  await benchScreens();
  await benchPersonList();
  await benchPersonDuplicates();
  await benchAdditionalFieldColumns();
  await benchRequests();
  await benchRequestFieldColumns();
  await benchMatching();
  await benchProposal();
  await benchClaimRace();
  await benchCalendarDrag();
  await benchGeneralCalendar();
  await benchReports();
  await benchLoad();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
