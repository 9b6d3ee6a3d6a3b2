import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateFormat, inAmsterdam } from '@app/platform/dates';
import { QueryState } from '@app/ui/query-state';
import type { RequestTabProps } from '../../lib/popup-tabs';
import type { RequestTimelineEntry } from '@app/contracts';
import { entryDetails } from './timeline-entry-details';
import { MessagePreviewDialog } from './message-preview-dialog';
import { useRequestTimeline } from './api/timeline-api';

/**
 * The Timeline tab: every log event of the request (spec 000 section 4), newest first, with who and
 * when; a mail or text message sent opens in the mail preview.
 */
export function TimelineTab({ request }: RequestTabProps) {
  const { t } = useTranslation();
  const timeline = useRequestTimeline(request.id);
  const [previewed, setPreviewed] = useState<RequestTimelineEntry | null>(null);
  return (
    <>
      <QueryState query={timeline} failed="timeline.load_failed" empty="timeline.empty" isEmpty={(d) => d.length === 0} testId="timeline">
        {(entries) => (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="timeline-list">
            {entries.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2, pb: 2 }}
                data-testid={`timeline-entry-${entry.event}`}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 1 }, alignItems: { sm: 'baseline' } }}>
                  <Typography sx={{ fontWeight: 500 }}>{t(`request.timeline.${entry.event}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('timeline.by', { name: entry.author.full_name, at: inAmsterdam(entry.at).format(DateFormat.dateTime) })}
                  </Typography>
                </Stack>
                {entryDetails(t, entry).map((line, i) => (
                  <Typography key={i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Typography>
                ))}
                {entry.data.message ? (
                  <Button size="small" sx={{ px: 0 }} onClick={() => setPreviewed(entry)} data-testid={`timeline-message-${entry.id}`}>
                    {t('timeline.show_message')}
                  </Button>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
      {previewed ? <MessagePreviewDialog requestId={request.id} entry={previewed} onClose={() => setPreviewed(null)} /> : null}
    </>
  );
}
