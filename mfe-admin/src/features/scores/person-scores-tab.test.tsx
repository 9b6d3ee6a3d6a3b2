/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { PersonScores } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders, signInAsSysadmin } from '../../testing/fake-api';
import { PersonScoresTab } from './person-scores-tab';

const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((c) => c.textContent);

describe('PersonScoresTab', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signInAsSysadmin();
  });

  it('shows the average of the scores, and the empty text without scores', async () => {
    const scores: PersonScores = {
      can_edit: false,
      average: 4.3,
      rows: [{ id: 1, person_id: 5, score: 4, date: '2026-03-01', remark: 'Good', rater: 'planner' }],
    };
    fakeApi({ 'GET /person/5/scores': () => ({ data: scores }) });
    renderWithProviders(<PersonScoresTab id={5} />);
    expect((await screen.findByTestId('person-scores-average')).textContent).toBe('Average: 4,3 out of 1 scores');
    expect(cells(screen.getByTestId('person-scores-table-row'))).toEqual(['4', '01-03-2026', 'Good', 'planner']);
    expect(screen.queryByTestId('person-scores-editor')).toBeNull();
  });

  it('says so when there are no rows', async () => {
    fakeApi({ 'GET /person/5/scores': () => ({ data: { can_edit: false, average: null, rows: [] } }) });
    renderWithProviders(<PersonScoresTab id={5} />);
    expect(await screen.findByText('No scores yet.')).toBeTruthy();
  });
});
