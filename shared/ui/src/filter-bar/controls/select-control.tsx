import type { FilterControlProps } from '../filter-types';
import { OptionAutocomplete } from './option-autocomplete';

/** select_component: one option, or several with `multiple`. */
export function SelectControl(props: FilterControlProps) {
  return <OptionAutocomplete {...props} />;
}
