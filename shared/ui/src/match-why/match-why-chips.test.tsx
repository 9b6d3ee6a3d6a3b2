/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import type { MatchWhy } from '@app/contracts';
import { MatchWhyChips } from './match-why-chips';
import { KitProviders } from '../testing/kit-providers';

const why: MatchWhy[] = [
  { part: 'share', points: 40, facts: [{ kind: 'share', n: 2, of: 2 }] },
  { part: 'continuity', points: 10, facts: [{ kind: 'worked_at_branch' }, { kind: 'recent_dayparts', n: 40 }] },
  { part: 'hours', points: 5, facts: [{ kind: 'hours_left', n: 12 }] },
  { part: 'preferred', points: 20, facts: [] },
];

const chips = () => screen.getAllByText(/\+\d+/).map((c) => c.textContent);

describe('MatchWhyChips', () => {
  it('words every score part and its facts in Dutch on a Dutch screen', async () => {
    await act(() => setLocale('nl'));
    render(
      <KitProviders>
        <MatchWhyChips why={why} />
      </KitProviders>,
    );
    expect(chips()).toEqual([
      'Dagdelen +40: 2 van 2 dagdelen',
      'Continuïteit +10: werkte eerder op deze vestiging, 40 dagdelen gepland in de afgelopen 4 weken',
      'Contracturen +5: nog 12 contracturen deze week',
      'Voorkeur +20',
    ]);
  });

  it('and in English on an English screen', async () => {
    await act(() => setLocale('en'));
    render(
      <KitProviders>
        <MatchWhyChips why={why} />
      </KitProviders>,
    );
    expect(chips()).toEqual([
      'Dayparts +40: 2 of 2 dayparts',
      'Continuity +10: worked at this branch before, 40 dayparts planned in the last 4 weeks',
      'Contract hours +5: 12 contract hours left this week',
      'Preferred +20',
    ]);
  });
});
