/** How a list that also has a tree is shown; remembered per list so closing a popup keeps it. */
export type ListView = 'table' | 'tree';

export const listViewKey = (listKey: string) => `VIEW_${listKey}`;

export function readListView(listKey: string): ListView {
  try {
    return window.localStorage.getItem(listViewKey(listKey)) === 'tree' ? 'tree' : 'table';
  } catch {
    return 'table';
  }
}

export function writeListView(listKey: string, view: ListView): void {
  try {
    window.localStorage.setItem(listViewKey(listKey), view);
  } catch {
    // a blocked storage only forgets the choice
  }
}
