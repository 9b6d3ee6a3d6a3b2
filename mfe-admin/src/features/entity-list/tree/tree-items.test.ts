import {
  childCount,
  filterTree,
  initialExpanded,
  MAX_TREE_DEPTH,
  parentIds,
  toggleExpanded,
  visibleChildren,
  type TreeItem,
} from './tree-items';

const node = (id: number, name: string, children: TreeItem[] = [], extra: Partial<TreeItem> = {}): TreeItem => ({
  id,
  name,
  children,
  ...extra,
});

// board 1 > schools 2, 3 > location 4 under school 2; board 10 with school 11
const tree = (): TreeItem[] => [
  node(1, 'Stichting Demo Bestuur', [node(2, 'De Regenboog', [node(4, 'De Regenboog dependance Oost')]), node(3, 'Het Kompas')]),
  node(10, 'Stichting Noord Bestuur', [node(11, 'De Wadden')]),
];

describe('tree expansion rules', () => {
  it('opens nothing on first render when no item has blockades', () => {
    expect([...initialExpanded(tree())]).toEqual([]);
  });

  it('opens the ancestors of every item with blockades, down to that item and not past it', () => {
    const items = tree();
    items[0]!.children![0]!.children![0]!.blockades = [{ id: 7 }];
    expect([...initialExpanded(items)].sort((a, b) => a - b)).toEqual([1, 2]);

    const counted = tree();
    counted[1]!.children![0]!.personal_blockades = 2;
    counted[0]!.children![1]!.has_blockades = true;
    expect([...initialExpanded(counted)].sort((a, b) => a - b)).toEqual([1, 10]);

    const empty = tree();
    empty[0]!.blockades = [];
    empty[0]!.children![0]!.personal_blockades = 0;
    expect(initialExpanded(empty).size).toBe(0);
  });

  it('opens every parent with expand_all', () => {
    expect([...initialExpanded(tree(), true)].sort((a, b) => a - b)).toEqual([1, 2, 10]);
  });

  it('toggles one item and leaves the others as they were', () => {
    const open = new Set([1, 2]);
    expect([...toggleExpanded(open, 2)]).toEqual([1]);
    expect([...toggleExpanded(open, 10)].sort((a, b) => a - b)).toEqual([1, 2, 10]);
    expect([...open]).toEqual([1, 2]);
  });

  it('renders at most 5 levels: a level-5 item shows no children', () => {
    expect(MAX_TREE_DEPTH).toBe(5);
    const deep = node(5, 'level 5', [node(6, 'level 6')]);
    expect(visibleChildren(deep, 4)).toHaveLength(1);
    expect(visibleChildren(deep, 5)).toEqual([]);
    // a blockade below level 5 cannot be reached, so it opens nothing
    let chain = node(6, 'six', [], { has_blockades: true });
    for (let id = 5; id >= 1; id -= 1) chain = node(id, `level ${id}`, [chain]);
    expect([...initialExpanded([chain])].sort()).toEqual([]);
    chain.children![0]!.children![0]!.children![0]!.children![0]!.has_blockades = true;
    expect([...initialExpanded([chain])].sort()).toEqual([1, 2, 3, 4]);
  });

  it('counts children through keyToShowCount, and only when showCount is set', () => {
    expect(childCount(node(1, 'a', [node(2, 'b')]))).toBeNull();
    expect(childCount(node(1, 'a', [node(2, 'b')], { showCount: true }))).toBe(1);
    expect(childCount(node(1, 'a', [], { showCount: true, keyToShowCount: 'children_count', children_count: 3 }))).toBe(3);
  });

  it('searches trimmed and case-insensitive, keeping the ancestors of each match', () => {
    const found = filterTree(tree(), '  dependance ');
    expect(found).toEqual([node(1, 'Stichting Demo Bestuur', [node(2, 'De Regenboog', [node(4, 'De Regenboog dependance Oost')])])]);
    expect([...parentIds(found)].sort()).toEqual([1, 2]);
    expect(filterTree(tree(), 'WADDEN').map((i) => i.children!.map((c) => c.name))).toEqual([['De Wadden']]);
    expect(filterTree(tree(), '   ')).toHaveLength(2);
    expect(filterTree(tree(), 'nergens')).toEqual([]);
  });
});
