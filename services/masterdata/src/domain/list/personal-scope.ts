/**
 * The personal filter (DOMAIN 'Tenancy'): a profile without view_entire_pool sees the data of its
 * branch's subtree only. Null: the whole pool.
 */
export interface PersonalScope {
  branchId: number | null;
  personId: number | null;
}

export function personalScopeOf(auth: {
  view_entire_pool: boolean;
  is_sysadmin: boolean;
  branch_id: number | null;
  person_id: number | null;
}): PersonalScope | null {
  if (auth.view_entire_pool || auth.is_sysadmin) return null;
  return { branchId: auth.branch_id, personId: auth.person_id };
}
