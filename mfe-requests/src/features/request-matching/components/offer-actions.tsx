import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_INVITEES, type MatchRecord } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm, toast } from '@app/ui/dialog-store';
import { invitePersons, reservePerson } from '../api/matching-api';
import { useOfferRights } from '../hooks/use-offer-rights';

interface Props {
  selected: readonly MatchRecord[];
  /** the requests (numbers) a candidate is offered: the request matched, or the group's members the candidate fits */
  requestsOf(record: MatchRecord): readonly number[];
  /** 'group': the confirmation says the offer goes to each request the candidate fits */
  scope: 'request' | 'group';
  /** what to fetch again after an offer (the matching's key starts with it) */
  refetch: QueryKey;
  onDone(): void;
}

/** The offers to make: per request the selected candidates who fit it, through the existing per-request routes. */
function offersByRequest(selected: readonly MatchRecord[], requestsOf: Props['requestsOf']) {
  const out = new Map<number, number[]>();
  for (const record of selected)
    for (const request of requestsOf(record)) {
      const persons = out.get(request);
      if (persons) persons.push(record.id);
      else out.set(request, [record.id]);
    }
  return out;
}

/**
 * Invite the selected candidates (several, MAX_INVITEES at most) or reserve the one selected
 * (MATCH-05, INV-RULE-01/03), each after a confirmation that names them; from a group's matching
 * on each member request the candidate fits. The service's refusal ('The person has already been
 * invited for this request.', ...) is shown as it comes; afterwards the matching is fetched again,
 * since the dayparts now show invited or reserved.
 */
export function OfferActions({ selected, requestsOf, scope, refetch, onDone }: Props) {
  const { t } = useTranslation();
  const rights = useOfferRights();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const names = selected.map((r) => r.full_name).join(', ');

  const offer = async (kind: 'invite' | 'reserve') => {
    const ok = await confirm({
      title: t(`matches.offer.${kind}_title`),
      message: t(scope === 'group' ? `matches.offer.group.${kind}_message` : `matches.offer.${kind}_message`, {
        count: selected.length,
        names,
      }),
    });
    if (!ok) return;
    setBusy(true);
    try {
      // one request after the other: a refusal stops the rest and is shown
      for (const [request, persons] of offersByRequest(selected, requestsOf)) {
        if (kind === 'invite') await invitePersons(request, persons);
        else await reservePerson(request, persons[0]!);
      }
      toast(t(`matches.offer.${kind}_done`, { count: selected.length, names }), { severity: 'success', testId: 'matches-toast' });
      onDone();
    } catch (error) {
      toast(apiErrorText(error, t(`matches.offer.${kind}_failed`)), { severity: 'error', testId: 'matches-toast' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: refetch });
    }
  };

  if (!rights.invite && !rights.reserve) return null;
  const tooMany = selected.length > MAX_INVITEES;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="matches-actions">
      <Typography variant="body2" color={tooMany ? 'error' : 'text.secondary'} data-testid="matches-selected">
        {tooMany ? t('matches.offer.too_many', { max: MAX_INVITEES }) : t('matches.offer.selected', { count: selected.length })}
      </Typography>
      {rights.invite && (
        <Button
          size="small"
          variant="contained"
          disabled={busy || selected.length === 0 || tooMany}
          onClick={() => void offer('invite')}
          data-testid="matches-invite"
        >
          {t('matches.offer.invite')}
        </Button>
      )}
      {rights.reserve && (
        <Button
          size="small"
          variant="outlined"
          disabled={busy || selected.length !== 1}
          title={selected.length > 1 ? t('matches.offer.reserve_single') : undefined}
          onClick={() => void offer('reserve')}
          data-testid="matches-reserve"
        >
          {t('matches.offer.reserve')}
        </Button>
      )}
    </Stack>
  );
}
