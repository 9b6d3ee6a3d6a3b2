import type { FilterControlProps } from '../filter-types';
import { OptionAutocomplete } from './option-autocomplete';

/**
 * grope_select_component: a multiple select over a fetched list whose default comes from that list
 * (`default_value: 'all'` takes every fetched option, FILTER-08).
 */
export function GropeSelectControl(props: FilterControlProps) {
  return <OptionAutocomplete {...props} multiple />;
}
