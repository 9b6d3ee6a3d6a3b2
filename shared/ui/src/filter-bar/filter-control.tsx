import type { ComponentType } from 'react';
import type { FilterControlType } from '@app/contracts';
import { AllSelectControl } from './controls/all-select-control';
import { BranchSelectControl } from './controls/branch-select-control';
import { CheckboxControl } from './controls/checkbox-control';
import { ConfirmDatePeriodControl } from './controls/confirm-date-period-control';
import { DatePeriodControl } from './controls/date-period-control';
import { DatePeriodPresetsControl } from './controls/date-period-presets-control';
import { DatePickerControl } from './controls/date-picker-control';
import { GropeSelectControl } from './controls/grope-select-control';
import { GroupedSelectControl } from './controls/grouped-select-control';
import { LabelSelectControl } from './controls/label-select-control';
import { RangeSliderControl } from './controls/range-slider-control';
import { SelectControl } from './controls/select-control';
import { SliderSelectControl } from './controls/slider-select-control';
import { TimeUnitControl } from './controls/time-unit-control';
import { WeekSelectControl } from './controls/week-select-control';
import type { FilterControlProps } from './filter-types';

/** The control of every type of FILTER-03: a new type is one file and one line here. */
export const FILTER_CONTROLS: Record<FilterControlType, ComponentType<FilterControlProps>> = {
  date_picker: DatePickerControl,
  week_select: WeekSelectControl,
  checkbox_component: CheckboxControl,
  select_component: SelectControl,
  all_select_component: AllSelectControl,
  grope_select_component: GropeSelectControl,
  grouped_select_component: GroupedSelectControl,
  time_unit_component: TimeUnitControl,
  date_period_component: DatePeriodControl,
  slider_select_component: SliderSelectControl,
  branch_select_component: BranchSelectControl,
  range_slider: RangeSliderControl,
  label_select_component: LabelSelectControl,
  date_period_presets_component: DatePeriodPresetsControl,
};

export function FilterControl(props: FilterControlProps) {
  const Control =
    props.item.type === 'date_period_component' && props.item.confirm_dates ? ConfirmDatePeriodControl : FILTER_CONTROLS[props.item.type];
  return Control ? <Control {...props} /> : null;
}
