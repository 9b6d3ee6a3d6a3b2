import { personCouplings } from './person-couplings';

describe('personCouplings', () => {
  it("lists the account, each profile and each supplier's link to the person (not to their contracts)", () => {
    const supplier = { data_supplier_id: 1, supplier_name: 'AFAS', supplier_code: 'AFAS', record_id: 5, imported_at: '', updated_at: '' };
    expect(
      personCouplings(
        { has_account: true, username: 'iris', email: 'iris@example.org' },
        [
          { profile_type: { name: 'Invaller' }, branch: { name: 'De Regenboog' }, roles: ['Substitute', 'Employee'] },
          { profile_type: { name: 'Planner' }, branch: null, roles: [] },
        ],
        [
          { ...supplier, kind: 'person', external_id: 'E-1' },
          { ...supplier, kind: 'contract', external_id: 'C-1' },
        ],
      ),
    ).toEqual([
      { kind: 'account', name: 'iris', detail: 'iris@example.org' },
      { kind: 'profile', name: 'Invaller', detail: 'De Regenboog - Substitute, Employee' },
      { kind: 'profile', name: 'Planner', detail: '' },
      { kind: 'data_supplier', name: 'AFAS (AFAS)', detail: 'E-1' },
    ]);
  });

  it('is empty for a person without account, profiles or supplier', () => {
    expect(personCouplings({ has_account: false }, [], [])).toEqual([]);
  });
});
