import { createContext, useContext, type ComponentType } from 'react';
import type { PopupTabComponent } from '@app/contracts';
import type { UnsavedChanges } from '@app/ui/popup';
import type { EntityRecord } from './entity-record';

export interface PopupTabComponentProps {
  /** the popup's record */
  id: number;
  /** the caller may change the record (the list template offers edit) */
  canEdit: boolean;
  /** the popup's unsaved-changes guard, for a tab that edits */
  unsaved: UnsavedChanges;
  /** a tab that saved the record hands the answer back, so the title and the other tabs show it */
  onRecordSaved(record: EntityRecord): void;
}

export type PopupTabRenderers = Partial<Record<PopupTabComponent, ComponentType<PopupTabComponentProps>>>;

/**
 * The tabs a popup template names by `component`, rendered by the client (ADR 0013, decision 5).
 * The module's page provides them (app/popup-tabs.tsx), so the popup knows none of the features
 * that render them.
 */
export const PopupTabs = createContext<PopupTabRenderers>({});

export function usePopupTabs(): PopupTabRenderers {
  return useContext(PopupTabs);
}
