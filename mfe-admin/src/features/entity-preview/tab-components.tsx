import type { ComponentType } from 'react';
import type { PopupTabComponent } from '@app/contracts';
import { BranchPersonsTab } from '../branch-tabs/branch-persons-tab';
import { BranchSettingsTab } from '../branch-tabs/branch-settings-tab';
import { PersonLabelsTab } from '../person-labels/person-labels-tab';

export interface PopupTabComponentProps {
  /** the popup's record */
  id: number;
  /** the caller may change the record (the list template offers edit) */
  canEdit: boolean;
}

/** The tabs a popup template names by `component`, rendered by the client (ADR 0013, decision 5). */
export const POPUP_TAB_RENDERERS: Record<PopupTabComponent, ComponentType<PopupTabComponentProps>> = {
  'person-labels': ({ id, canEdit }) => <PersonLabelsTab personId={id} canEdit={canEdit} />,
  'branch-persons': BranchPersonsTab,
  'branch-settings': BranchSettingsTab,
};
