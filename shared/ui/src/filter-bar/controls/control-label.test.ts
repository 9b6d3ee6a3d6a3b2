import type { FilterTemplate } from '@app/contracts';
import { chipsOf } from '../filter-chip-list';
import { itemLabel } from './control-label';

/** A translation that marks what it looked up, so a literal label shows it was never looked up. */
const t = (key: string, options?: Record<string, unknown>) =>
  ({ 'entity_list.yes': 'Ja', 'filter_bar.labels.region': 'Regio' })[key] ?? (options?.defaultValue as string | undefined) ?? `?${key}`;

describe('literal filter labels (ADR 0106)', () => {
  it("shows an additional field's own label as it is, and an i18n key translated", () => {
    expect(itemLabel(t, { label: 'Bijv. 3.5: brede school', literal_label: true })).toBe('Bijv. 3.5: brede school');
    expect(itemLabel(t, { label: 'filter_bar.labels.region' })).toBe('Regio');
  });

  it("heads the yes/no field's chip with the field's label", () => {
    const template: FilterTemplate = {
      id: 'branch_filter',
      filter_params: [
        {
          key: 'field_7',
          type: 'select_component',
          label: 'Brede school',
          literal_label: true,
          options: [
            { id: '1', name: 'entity_list.yes' },
            { id: '0', name: 'entity_list.no' },
          ],
        },
      ],
    };
    const chips = chipsOf(template, { field_7: '1' }, { field_7: { '1': 'entity_list.yes', '0': 'entity_list.no' } }, t);
    expect(chips.map((c) => [c.group, c.text])).toEqual([['Brede school', 'Brede school: Ja']]);
  });
});
