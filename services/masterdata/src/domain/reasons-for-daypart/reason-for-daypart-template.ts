import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { optionColumn } from '../templates/column-formats';

const rights = [Permission.DAYPARTS_REASON_ALL];

/** The reasons for dayparts list, form and popup (MD-DPR-01). */
export const reasonForDaypartTemplate: EntityTemplateSource = {
  key: 'reason-for-daypart',
  name: 'admin_lists.menu.reason_for_daypart',
  url: 'reason-for-daypart',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    optionColumn('action', 'working_days.fields.action', 'working_days.daypart_actions', { mobile: true }),
    textColumn('reason', 'working_days.fields.reason', { mobile: true }),
    { ...textColumn('comment', 'working_days.fields.reason_comment'), element: 'boolean-component' },
    { ...textColumn('processed', 'working_days.fields.reason_processed'), element: 'boolean-component' },
    { ...textColumn('required', 'working_days.fields.reason_required'), element: 'boolean-component' },
  ],
  filter: {
    filter_search: 'reason',
    filter_params: [
      { key: 'action', type: 'select_component', label: 'filter_bar.labels.action', multiple: true, get_key: 'daypart_actions' },
      archivedFilterItem,
    ],
  },
  form: [
    field('action', 'select', { required: true, label: 'working_days.fields.action', get_key: 'daypart_actions' }),
    field('reason', 'text', { required: true, label: 'working_days.fields.reason' }),
    // the reason codes (REQ-DP-02, ADR 0255)
    field('comment', 'boolean', { label: 'working_days.fields.reason_comment' }),
    field('processed', 'boolean', { label: 'working_days.fields.reason_processed' }),
    field('required', 'boolean', { label: 'working_days.fields.reason_required' }),
  ],
  tabs: [{ key: 'summary', label: 'working_days.tabs.details', form: 'reason-for-daypart' }],
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
