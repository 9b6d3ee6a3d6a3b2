import { useEffect, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuBadge } from '@app/contracts';
import { realtime } from '@app/platform';
import { readBadgeCount } from '../lib/menu-badge-api';

const badgeKey = (badge: MenuBadge) => ['menu-badge', badge.url, ...badge.channels];

/**
 * The count the server put on a menu item (INBOX-06): `GET /api/{url}`, read again whenever an event
 * arrives on one of the item's channels (the profile's own), so it follows answers, new offers and
 * expiries without a reload. 0 without a badge or before the first answer.
 */
export function useMenuBadgeCount(badge: MenuBadge | undefined): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: badge ? badgeKey(badge) : ['menu-badge'],
    queryFn: () => readBadgeCount(badge!.url),
    enabled: !!badge,
  });
  const channels = badge?.channels.join(' ');
  useEffect(() => {
    if (!badge) return undefined;
    const stops = badge.channels.map((channel) =>
      realtime.subscribe(channel, () => void queryClient.invalidateQueries({ queryKey: badgeKey(badge) })),
    );
    return () => stops.forEach((stop) => stop());
    // the channels' text stands for the badge: a new menu answer with the same channels keeps the subscriptions
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [badge?.url, channels, queryClient]);
  return data ?? 0;
}

/**
 * An icon with the item's count on it, named for screen readers; at 0 (or without a badge) the bare
 * icon, so no hidden '0' joins the item's text.
 */
export function BadgedIcon({ badge, testId, children }: { badge: MenuBadge | undefined; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const count = useMenuBadgeCount(badge);
  if (count === 0) return children;
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="error"
      slotProps={{ badge: { 'aria-label': t('menu_badge.open_items', { count }), 'data-testid': testId } as object }}
    >
      {children}
    </Badge>
  );
}
