import { REPORT_CATALOGUE } from '@app/contracts';
import { untranslatedKeys } from '@app/i18n';
import { texts } from './i18n';

it('RPT-MENU-10: every report filter, among them first open and request length, and each of its choices reads in nl and en', () => {
  const keys = REPORT_CATALOGUE.flatMap((r) => r.filter.filter_params.flatMap((p) => [p.label, ...(p.options ?? []).map((o) => o.name)]));
  expect(keys).toContain('reports.filters.first_open_ranges.between_1_and_4_weeks');
  expect(keys).toContain('reports.filters.lengths.long');
  expect(
    untranslatedKeys(
      keys.filter((k): k is string => !!k),
      texts,
    ),
  ).toEqual([]);
});
