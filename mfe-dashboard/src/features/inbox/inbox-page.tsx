import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InboxItem } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm, toast } from '@app/ui/dialog-store';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { QueryProblem } from '@app/ui/query-state';
import { answerInboxItem, inboxKey, useInbox } from './api/inbox-api';
import { InboxCard } from './inbox-card';

/** The texts of an item: one's own offer, or an acceptance proposed to the school (propose_to_school). */
const textsOf = (item: InboxItem) => (item.state === 'wait_for_deny' ? 'inbox.proposal.' : 'inbox.');

/**
 * `/inbox` (INBOX-01..05): the signed-in person's open invitations and reservations as cards. An
 * answer is confirmed first; on success the item leaves the list at once (INBOX-04). A refusal (the
 * request was filled meanwhile, the offer expired) is shown as the service words it, and the list is
 * fetched again, since such an item is no longer open and leaves the inbox too.
 */
export function InboxPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const inbox = useInbox();
  const queryClient = useQueryClient();

  const answer = async (item: InboxItem, answer: 'approve' | 'deny') => {
    const ok = await confirm({
      title: t(`inbox.${answer}_title`),
      message: t(`${textsOf(item)}${answer}_message`, {
        kind: t(`inbox.kind.${item.kind}`),
        branch: item.branch.name,
        person: item.person.full_name,
      }),
    });
    if (!ok) return;
    try {
      await answerInboxItem(item, answer);
      queryClient.setQueryData<InboxItem[]>(inboxKey, (items) => items?.filter((i) => !(i.id === item.id && i.kind === item.kind)));
      toast(t(`${textsOf(item)}${answer}_done`, { kind: t(`inbox.kind.${item.kind}`) }), { severity: 'success', testId: 'inbox-toast' });
    } catch (error) {
      toast(apiErrorText(error, t('inbox.answer_failed')), { severity: 'error', testId: 'inbox-toast' });
      await queryClient.invalidateQueries({ queryKey: inboxKey });
    }
  };

  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      {inbox.isError || inbox.isPending ? (
        <QueryProblem query={inbox} failed="inbox.load_failed" testId="inbox" />
      ) : inbox.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="inbox-empty">
          {t('inbox.empty')}
        </Typography>
      ) : (
        <Stack sx={{ gap: 1 }} data-testid="inbox">
          {inbox.data.map((item) => (
            <InboxCard key={`${item.kind}-${item.id}`} item={item} onAnswer={(a) => answer(item, a)} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
