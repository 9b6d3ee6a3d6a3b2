import { api } from '@app/platform';

/** A menu item's badge count from the call its menu entry names (relative to the API root). */
export const readBadgeCount = async (url: string) => (await api.get<{ count: number }>(`/${url}`)).data.count;
