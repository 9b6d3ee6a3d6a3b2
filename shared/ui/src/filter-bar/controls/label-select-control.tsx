import type { FilterControlProps } from '../filter-types';
import { OptionAutocomplete } from './option-autocomplete';

/** label_select_component: labels in their colours, listed under their label groups. */
export function LabelSelectControl(props: FilterControlProps) {
  return <OptionAutocomplete {...props} grouped coloured multiple />;
}
