import type { PageData } from '@app/contracts';
import { withPageData } from './public-pages';

const data: PageData = { path: '/api/invitation/token/ab12', status: 200, version: 'v1.2.3', body: '{"data":{"id":1},"meta":{}}' };
const frame = '<html><body><div id="root" data-prerendered=""><div data-testid="offer-loading"></div></div></body></html>';

describe("a public page with its data call's answer in it (ADR 0289, 0319)", () => {
  it("keeps the page render's mark, so the script takes over what the render shows", () => {
    const page = withPageData(frame.replace('offer-loading', 'offer-overview'), data, true);
    expect(page).toContain('<div id="root" data-prerendered="">');
    expect(page).toMatch(/<script type="application\/json" id="page-data">.*<\/script><\/body>/);
  });

  it('takes the mark off the pre-rendered page sent without its render, so the script renders the data afresh instead of keeping the loading box', () => {
    const page = withPageData(frame, data, false);
    expect(page).toContain('<div id="root"><div data-testid="offer-loading">');
    expect(page).not.toContain('data-prerendered');
    expect(page).toMatch(/<script type="application\/json" id="page-data">.*<\/script><\/body>/);
  });
});
