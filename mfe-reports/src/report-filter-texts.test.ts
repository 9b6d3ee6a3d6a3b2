import { REPORT_CATALOGUE, REQUEST_LOG_EVENTS } from '@app/contracts';
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

it('RPT-LOG-01: every request log event reads in nl and en, as the log report names it', () => {
  expect(
    untranslatedKeys(
      REQUEST_LOG_EVENTS.map((e) => `reports.events.${e}`),
      texts,
    ),
  ).toEqual([]);
});
