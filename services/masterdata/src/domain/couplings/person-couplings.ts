import type { PersonCoupling, PersonSupplierRecord } from '@app/contracts';

interface Account {
  has_account: boolean;
  username?: string;
  email?: string | null;
}
interface Profile {
  profile_type: { name: string | null } | null;
  branch: { name: string | null } | null;
  roles: string[] | null;
}

/**
 * The Couplings tab (spec: the tab is named, its content is not; ADR 0101): the person's account,
 * their profiles (function, branch, roles) and the data suppliers that feed them, one line each.
 */
export function personCouplings(
  account: Account,
  profiles: readonly Profile[],
  suppliers: readonly Pick<PersonSupplierRecord, 'kind' | 'supplier_name' | 'supplier_code' | 'external_id'>[],
): PersonCoupling[] {
  return [
    ...(account.has_account ? [{ kind: 'account' as const, name: account.username ?? '', detail: account.email ?? '' }] : []),
    ...profiles.map((p) => ({
      kind: 'profile' as const,
      name: p.profile_type?.name ?? '',
      detail: [p.branch?.name, (p.roles ?? []).join(', ')].filter(Boolean).join(' - '),
    })),
    ...suppliers
      .filter((s) => s.kind === 'person')
      .map((s) => ({ kind: 'data_supplier' as const, name: `${s.supplier_name} (${s.supplier_code})`, detail: s.external_id })),
  ];
}
