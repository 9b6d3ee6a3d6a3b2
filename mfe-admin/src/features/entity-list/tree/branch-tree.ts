/**
 * The branch list's tree view (MD-TREE-01, MD-TREE-08): the whole tree from branch/tree, in the
 * multi-level variant, each level (board, school, location and below) marked with its own colour,
 * since a branch's level tells what it is.
 */
export const BRANCH_TREE = { url: 'branch/tree', multiLevel: true } as const;
