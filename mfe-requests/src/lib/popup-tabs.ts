import { createContext, useContext, type ComponentType } from 'react';
import type { RequestView } from '@app/contracts';
import type { UnsavedChanges } from '@app/ui/popup';

/** What a tab of the request popup gets from the popup. */
export interface RequestTabProps {
  request: RequestView;
  /** another user holds the lock: nothing can be changed until it is released */
  lockedByOther: boolean;
  /** the user starts to change the request: takes the lock when the user may (false when another holds it) */
  startEditing(): Promise<boolean>;
  unsaved: UnsavedChanges;
}

/** The tabs other features render inside the popup, by tab key (the app provides them: features do not import each other). */
export type RequestTabRenderers = Partial<Record<string, ComponentType<RequestTabProps>>>;

export const RequestTabsContext = createContext<RequestTabRenderers>({});

export const useRequestTabRenderers = () => useContext(RequestTabsContext);
