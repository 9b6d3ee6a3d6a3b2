import { limitError, placementErrors, type BranchTypeFacts } from './branch-rules';
import { buildBranchTree } from './branch-tree';

const school: BranchTypeFacts = { id: 2, name: 'school', level: 2, topLevel: false, singlePerParent: true };

describe('branch placement', () => {
  it('needs a live parent one level up and honours single types', () => {
    expect(
      placementErrors({ type: school, parentRequested: true, parent: { id: 1, level: 1, archived: false }, siblingOfSameType: false }),
    ).toEqual({});
    expect(
      placementErrors({ type: school, parentRequested: true, parent: { id: 1, level: 1, archived: true }, siblingOfSameType: false }),
    ).toEqual({
      parent_id: ['The selected Parent branch is invalid.'],
    });
    expect(
      placementErrors({ type: school, parentRequested: true, parent: { id: 1, level: 1, archived: false }, siblingOfSameType: true }),
    ).toEqual({
      branch_type_id: ['Per branch only one of type school can be created'],
    });
  });

  it('quotes the limit once the count reaches it, and has no limit below level 3', () => {
    expect(limitError(2, 99, 100)).toEqual({});
    expect(limitError(2, 100, 100)).toEqual({ branch_type_id: ['The limit of the amount of schools is "100"'] });
    expect(limitError(3, 300, 300)).toEqual({ branch_type_id: ['The limit of the amount of locations is "300"'] });
    expect(limitError(4, 9999, 0)).toEqual({});
  });
});

describe('branch tree', () => {
  const type = { id: 1, code: 'x', name: 'X', color: '#000' };
  it('nests children by name with counts, and keeps orphans as roots', () => {
    const tree = buildBranchTree([
      { id: 1, parent_id: null, name: 'Bestuur', archived_at: null, branch_type: type },
      { id: 3, parent_id: 1, name: 'Zonnebloem', archived_at: null, branch_type: type },
      { id: 2, parent_id: 1, name: 'Akker', archived_at: null, branch_type: type },
      { id: 4, parent_id: 99, name: 'Wees', archived_at: null, branch_type: type },
    ]);
    expect(tree.map((t) => [t.name, t.children_count])).toEqual([
      ['Bestuur', 2],
      ['Wees', 0],
    ]);
    expect(tree[0]!.children.map((c) => c.name)).toEqual(['Akker', 'Zonnebloem']);
  });
});
