/** A label group as a person's label names it (spec 001 section 3: id, name, color, branch_selectable). */
export interface LabelGroupRef {
  id: number;
  name: string;
  color: string;
  branch_selectable?: boolean;
}

export interface PersonLabel {
  id: number;
  name: string;
  label_group: LabelGroupRef;
}

export interface LabelGroupOfPerson {
  group: LabelGroupRef;
  labels: PersonLabel[];
}

/** The person's labels by group, groups and labels by name, as the Labels tab shows them. */
export function groupPersonLabels(labels: readonly PersonLabel[]): LabelGroupOfPerson[] {
  const groups = new Map<number, LabelGroupOfPerson>();
  for (const label of labels) {
    const entry = groups.get(label.label_group.id) ?? { group: label.label_group, labels: [] };
    entry.labels.push(label);
    groups.set(label.label_group.id, entry);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'nl');
  return [...groups.values()].sort((a, b) => byName(a.group, b.group)).map((g) => ({ ...g, labels: [...g.labels].sort(byName) }));
}
