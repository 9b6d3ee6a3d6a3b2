import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { matchReasonText, type MatchExcluded, type MatchReason, type MatchRecord } from '@app/contracts';
import { QueryState } from '@app/ui/query-state';
import { MatchWhyChips } from '@app/ui/match-why';
import { matchDaypartsText } from '../../../lib/daypart-text';
import { LabelFilter } from './label-filter';
import { useMatches, type MatchingFilters } from '../api/matching-api';
import { useOfferRights } from '../hooks/use-offer-rights';
import { OfferActions } from './offer-actions';

const MAX_KM = 1000;

/** The distance field's text as a filter: empty is no filter; anything but 0..1000 is refused with a message. */
const distanceOf = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  const km = Number(text);
  return Number.isFinite(km) && km >= 0 && km <= MAX_KM ? km : 'invalid';
};

export interface MatchingResultsProps {
  /** `request/{id}` or `request-group/{id}`: what is matched */
  resource: string;
  /** the key of what is matched: its matching is cached under it and fetched again after an offer */
  queryKey: QueryKey;
  /** its open dayparts: none, nothing to match */
  open: number;
  /** 'group': the candidates name the member requests they fit, and the offers go to each */
  scope: 'request' | 'group';
  /** the requests (numbers) a candidate is offered */
  requestsOf(record: MatchRecord): readonly number[];
  /**
   * true: only the best candidates, as many as the pool unfolds (`matching_num_of_unfolded_results`),
   * under the default filters, which are not shown (Find my substitute, REQ-POPUP-02)
   */
  bestOnly?: boolean;
}

/**
 * The matching results (MATCH-01..12) of a request or a request group: the candidates best first,
 * the first `matching_num_of_unfolded_results` unfolded with their score parts and dayparts, the
 * filters (distance in km, labels, availability, show excluded), the excluded persons with their reasons,
 * and the invite and reserve actions.
 */
export function MatchingResults({ resource, queryKey, open, scope, requestsOf, bestOnly = false }: MatchingResultsProps) {
  const { t } = useTranslation();
  const [distanceText, setDistanceText] = useState('');
  const [labels, setLabels] = useState<readonly number[]>([]);
  const [availability, setAvailability] = useState<MatchingFilters['availability']>('any');
  const [excluded, setExcluded] = useState(false);
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const rights = useOfferRights();
  const selectable = rights.invite || rights.reserve;
  const toggle = (id: number) =>
    setSelection((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const distance = distanceOf(distanceText);
  const filters: MatchingFilters = { distance: distance === 'invalid' ? null : distance, labels, availability, excluded };
  const matches = useMatches(resource, queryKey, filters, distance !== 'invalid' && open > 0);

  if (open === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="matches-no-open">
        {t(scope === 'group' ? 'matches.no_open_group' : 'matches.no_open')}
      </Typography>
    );

  return (
    <Stack sx={{ gap: 2 }} data-testid="matches">
      {bestOnly ? null : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={t('matches.filter.distance')}
            value={distanceText}
            onChange={(e) => setDistanceText(e.target.value)}
            error={distance === 'invalid'}
            helperText={distance === 'invalid' ? t('matches.filter.distance_invalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'matches-distance' } }}
          />
          <LabelFilter value={labels} onChange={setLabels} />
          <TextField
            select
            size="small"
            label={t('matches.filter.availability')}
            value={availability}
            onChange={(e) => setAvailability(e.target.value as MatchingFilters['availability'])}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'matches-availability' } }}
          >
            <MenuItem value="any">{t('matches.filter.any')}</MenuItem>
            <MenuItem value="full">{t('matches.filter.full')}</MenuItem>
          </TextField>
          <FormControlLabel
            control={<Switch checked={excluded} onChange={(e) => setExcluded(e.target.checked)} data-testid="matches-excluded-switch" />}
            label={t('matches.filter.excluded')}
          />
        </Stack>
      )}
      <QueryState
        query={matches}
        failed="matches.load_failed"
        empty="matches.empty"
        isEmpty={(d) => d.records.length === 0 && !excluded}
        testId="matches"
      >
        {({ records: all, meta }) => {
          const records = bestOnly ? all.slice(0, Math.max(1, meta.unfolded)) : all;
          return (
            <Stack sx={{ gap: 1 }}>
              {meta.not_checked.length > 0 && (
                <Alert severity="info" data-testid="matches-not-checked">
                  {t('matches.not_checked', { checks: meta.not_checked.map((c) => t(`matches.checks.${c}`)).join(', ') })}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary" data-testid="matches-total">
                {t('matches.total', {
                  candidates: t('matches.candidates', { count: meta.total }),
                  dayparts: t('matches.open_dayparts', { count: meta.open_dayparts }),
                })}
                {meta.total > records.length ? ` (${t('matches.shown', { count: records.length })})` : ''}
              </Typography>
              <OfferActions
                selected={records.filter((r) => selection.has(r.id))}
                requestsOf={requestsOf}
                scope={scope}
                refetch={queryKey}
                onDone={() => setSelection(new Set())}
              />
              {records.map((record, i) => (
                <MatchCard
                  key={record.id}
                  record={record}
                  open={meta.open_dayparts}
                  unfolded={bestOnly || i < meta.unfolded}
                  selected={selectable ? selection.has(record.id) : null}
                  onToggle={() => toggle(record.id)}
                />
              ))}
              {excluded && <ExcludedList excluded={meta.excluded ?? []} />}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

interface MatchCardProps {
  record: MatchRecord;
  open: number;
  unfolded: boolean;
  /** whether the candidate is selected for an offer; null: the user may not offer, no checkbox */
  selected: boolean | null;
  onToggle(): void;
}

function MatchCard({ record, open, unfolded, selected, onToggle }: MatchCardProps) {
  const { t } = useTranslation();
  return (
    // the checkbox sits beside the card, not in its summary: a control inside the fold button is not reachable on its own
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
      {selected !== null && (
        <Checkbox
          size="small"
          checked={selected}
          onChange={onToggle}
          sx={{ mt: 1 }}
          slotProps={{
            input: {
              'aria-label': t('matches.offer.select', { name: record.full_name }),
              'data-testid': `match-${record.id}-select`,
            } as object,
          }}
        />
      )}
      <Accordion defaultExpanded={unfolded} disableGutters data-testid={`match-${record.id}`} sx={{ flex: 1 }}>
        <AccordionSummary>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 500 }}>{record.full_name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('matches.score', { score: record.score })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('matches.available', { available: record.available, open })}
            </Typography>
            {record.requests && (
              <Typography variant="body2" color="text.secondary" data-testid={`match-${record.id}-requests`}>
                {t('matches.fits_requests', { count: record.requests.length, numbers: record.requests.join(', ') })}
              </Typography>
            )}
          </Stack>
        </AccordionSummary>
        <AccordionDetails>
          <MatchWhyChips why={record.why} data-testid={`match-${record.id}-why`} />
          <Typography variant="body2" sx={{ mt: 1 }} data-testid={`match-${record.id}-dayparts`}>
            {t('matches.dayparts')}: {matchDaypartsText(t, record.dates)}
          </Typography>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

/** A reason as the planner reads it: the message, what it names, and in a group's matching the request it is about. */
const reasonText = (r: MatchReason) => `${r.request === undefined ? '' : `#${r.request}: `}${matchReasonText(r)}`;

function ExcludedList({ excluded }: { excluded: MatchExcluded[] }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 0.5, mt: 1 }} data-testid="matches-excluded">
      <Typography variant="subtitle2">{t('matches.excluded', { count: excluded.length })}</Typography>
      {excluded.length === 0 && <Typography color="text.secondary">{t('matches.excluded_none')}</Typography>}
      {excluded.map((person) => (
        <Typography key={person.id} variant="body2" data-testid={`excluded-${person.id}`}>
          {person.full_name}: {person.reasons.map(reasonText).join('; ')}
        </Typography>
      ))}
    </Stack>
  );
}
