import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

interface Offer {
  id: number;
  state: string;
  request: { id: number };
  person: { id: number; full_name: string };
}

/**
 * The offer flow through the screens: the planner selects the demo substitute in an open
 * request's Matching tab and invites them; the substitute finds the invitation in the inbox,
 * approves it, and it leaves the inbox.
 */
test('the planner invites the demo substitute from the Matching tab; the substitute approves it in the inbox', async ({ browser }) => {
  const { token } = await apiToken('planner', 'demo');
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => (await (await fetch(`${BASE_URL}/api${path}`, { headers })).json()).data;
  const open = (await get('/request?itemsPerPage=100&filters[status][]=other')) as { id: number; open_dayparts: number }[];
  const invited = (await get('/invitation?itemsPerPage=100&filters[state][]=open')) as Offer[];
  // the demo substitute who signs in below (Iris Invaller, login invaller): a request where they are
  // a candidate free on every open daypart (an acceptance plans them on all of them) and have no open
  // invitation yet
  let target: { request: number; person: { id: number; full_name: string } } | null = null;
  for (const request of open.filter((r) => r.open_dayparts > 0).reverse()) {
    const records = (await get(`/request/${request.id}/matching?availability=full`)) as { id: number; full_name: string }[];
    const person = records.find(
      (r) => r.full_name === 'Iris Invaller' && !invited.some((o) => o.request.id === request.id && o.person.id === r.id),
    );
    if (person) {
      target = { request: request.id, person };
      break;
    }
  }
  expect(target).not.toBeNull();
  const { request, person } = target!;

  const planner = await browser.newPage();
  await login(planner, 'planner');
  await planner.goto(`/request/${request}/matching`);
  await planner.getByTestId(`match-${person.id}-select`).check();
  await planner.getByTestId('matches-invite').click();
  await expect(planner.getByTestId('confirm-dialog')).toContainText(person.full_name);
  await planner.getByTestId('confirm-yes').click();
  await expect(planner.getByTestId('matches-toast')).toHaveText(`${person.full_name} is uitgenodigd.`);
  const offer = ((await get(`/invitation?itemsPerPage=100&filters[request][]=${request}&filters[state][]=open`)) as Offer[]).find(
    (o) => o.person.id === person.id,
  )!;
  expect(offer).toBeTruthy();

  const substitute = await browser.newPage();
  await login(substitute, 'invaller');
  await substitute.goto('/inbox');
  const card = substitute.getByTestId(`inbox-item-invitation-${offer.id}`);
  await expect(card).toBeVisible();
  await card.getByTestId(`inbox-item-invitation-${offer.id}-approve`).click();
  await substitute.getByTestId('confirm-yes').click();
  await expect(substitute.getByTestId('inbox-toast')).toHaveText('Uitnodiging geaccepteerd: je bent ingepland.');
  await expect(card).toHaveCount(0);
  const after = ((await get(`/invitation?itemsPerPage=100&filters[request][]=${request}`)) as Offer[]).find((o) => o.id === offer.id)!;
  expect(after.state).toBe('accepted');
});
