import { expect, test } from '../support/guard';
import { newInvitation, newOffer } from '../support/offers';
import { hydrationSeen, watchHydration } from '../support/hydration';
import { BASE_URL } from '../support/product';
import { apiToken } from '../support/session';

/**
 * The answer page paints from HTML with the offer in it (ADR 0289, 0319): the gateway answers a
 * browser's visit to an offer link with the page rendered with the offer, in the page's language, and
 * the offer's answer in the page; the script takes the page over as it is, without a call.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const VISIT = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

const pageData = (html: string) => {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { path: string; status: number; body: string }) : null;
};

test("a browser's visit gets the pre-rendered page in its language with the offer in it; a link preview gets neither the offer nor the open", async ({
  request,
}) => {
  const {
    branch,
    request: number,
    links: [link],
  } = await newOffer('reservation', 1);
  const token = link!.split('/').pop()!;

  // a link preview (no browser visit): the page, but no offer in it, and the reservation is not opened
  const preview = await request.get(link!);
  expect(await preview.text()).not.toContain('id="page-data"');
  const { token: planner } = await apiToken('planner', 'demo');
  const opened = async () => {
    const res = await request.get(`${BASE_URL}/api/request/${number}/timeline`, { headers: { authorization: `Bearer ${planner}` } });
    return ((await res.json()).data as { event: string }[]).filter((e) => e.event === 'reservation_opened').length;
  };
  expect(await opened()).toBe(0);

  for (const [cookie, lang, title, branchLabel] of [
    [undefined, 'nl', 'Reservering', 'Vestiging'],
    ['locale=en', 'en', 'Reservation', 'Branch'],
  ] as const) {
    const visit = await request.get(link!, { headers: { ...VISIT, ...(cookie ? { cookie } : {}) } });
    const html = await visit.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>Invalpool | ${title}</title>`);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain('data-testid="offer-answer-page"');
    // the offer itself is in the HTML, with its answer buttons
    expect(html).toMatch(new RegExp(`data-testid="offer-branch"[^>]*>.*${branchLabel}.*${branch.replace(/\W/g, '\\$&')}`));
    expect(html).toContain('data-testid="offer-accept"');
    // its critical CSS comes along
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
    // the offer is the reader's own: no cache keeps it
    expect(visit.headers()['cache-control']).toBe('no-store');
    const data = pageData(html)!;
    expect(data).toMatchObject({ path: `/api/reservation/token/${token}`, status: 200 });
    expect(JSON.parse(data.body).data.branch.name).toBe(branch);
  }
  // the browser's visit opened it, once
  expect(await opened()).toBe(1);

  // a link that opens nothing says so in the page too (406), without a call
  const gone = pageData(await (await request.get('/invitation/confirm/0123456789abcdef0123456789abcdef', { headers: VISIT })).text());
  expect(gone?.status).toBe(406);
});

test('without scripts the offer shows; the script takes the page over as it is, without calling for it, without layout shift', async ({
  browser,
  page,
  context,
}) => {
  const {
    branch,
    links: [link],
  } = await newInvitation(1);
  // one invitation for both checks: the page without any script first (it makes no call, so the offer stays open)
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const bare = await scriptless.newPage();
  await bare.goto(link!);
  await expect(bare.getByRole('heading', { name: 'Uitnodiging' })).toBeVisible();
  await expect(bare.getByText('Invalpool', { exact: true })).toBeVisible();
  await expect(bare.getByTestId('offer-branch')).toHaveText(`Vestiging: ${branch}`);
  await expect(bare.getByTestId('offer-accept')).toBeVisible();
  await scriptless.close();

  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/invitation/token/')) calls.push(r.url());
  });
  await watchHydration(page);
  await page.goto(link!);
  await expect(page.getByTestId('offer-branch')).toHaveText(`Branch: ${branch}`);
  const seen = await hydrationSeen(page);
  // the HTML's own nodes are kept: nothing was made afresh
  expect(seen.removedFromRoot).toEqual([]);
  expect(seen.textsRewritten).toEqual([]);
  expect(seen.layoutShift).toBe(0);
  expect(calls).toEqual([]);

  // the page is the app's: the answer goes to the server
  await page.getByTestId('offer-accept').click();
  await page.getByTestId('offer-accept-confirm').click();
  await expect(page.getByTestId('offer-result')).toHaveText('Thank you! You have accepted the invitation and are planned.');
});
