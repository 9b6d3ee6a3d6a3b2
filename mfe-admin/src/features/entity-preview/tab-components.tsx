import type { ComponentType } from 'react';
import type { PopupTabComponent } from '@app/contracts';
import { BranchPersonsTab } from '../branch-tabs/branch-persons-tab';
import { BranchSettingsTab } from '../branch-tabs/branch-settings-tab';
import { PersonLabelsTab } from '../person-labels/person-labels-tab';
import { PersonProfilesTab } from '../person-profiles/person-profiles-tab';
import { DataSupplierTokenTab } from '../reveal-once/data-supplier-token-tab';
import { RolePermissionsTab } from '../role-permissions/role-permissions-tab';
import type { UnsavedChanges } from './unsaved-changes';
import type { EntityRecord } from './use-entity-record';

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

/** The tabs a popup template names by `component`, rendered by the client (ADR 0013, decision 5). */
export const POPUP_TAB_RENDERERS: Record<PopupTabComponent, ComponentType<PopupTabComponentProps>> = {
  'person-labels': ({ id, canEdit }) => <PersonLabelsTab personId={id} canEdit={canEdit} />,
  'branch-persons': BranchPersonsTab,
  'branch-settings': BranchSettingsTab,
  'role-permissions': ({ id, canEdit, unsaved, onRecordSaved }) => <RolePermissionsTab id={id} canEdit={canEdit} unsaved={unsaved} onRecordSaved={(role) => onRecordSaved({ ...role })} />,
  'data-supplier-token': DataSupplierTokenTab,
  'person-profiles': ({ id, canEdit }) => <PersonProfilesTab personId={id} canEdit={canEdit} />,
};
