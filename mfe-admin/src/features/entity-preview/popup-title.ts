import type { EntityRecord } from '../../lib/entity-record';

// the field that names a record of each kind: accounts by username, absence reasons by description, daypart reasons by their text
const NAME_FIELDS = ['full_name', 'name', 'username', 'description', 'reason'] as const;

/** The popup title: the record's name, a person's names in order, else its number. */
export function titleOf(record: EntityRecord): string {
  const named = NAME_FIELDS.map((key) => record[key]).find((v) => typeof v === 'string' && v.trim() !== '');
  if (named) return String(named);
  const names = [record.first_name, record.middle_name, record.last_name].filter((n) => typeof n === 'string' && n.trim() !== '');
  return names.length ? names.join(' ') : `#${record.id}`;
}
