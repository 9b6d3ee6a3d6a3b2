import { OtherDataPanel } from '@app/ui/other-data';

/**
 * The Other data of a person (the popup's tab) or a branch: the pool's additional fields of that
 * location with the record's typed values (ADR 0101), through the kit's panel (ADR 0106).
 */
export function OtherDataTab({ entity, id }: { entity: 'person' | 'branch'; id: number }) {
  return <OtherDataPanel path={`/${entity}/${id}/additional-fields`} testId={`${entity}-other-data`} />;
}
