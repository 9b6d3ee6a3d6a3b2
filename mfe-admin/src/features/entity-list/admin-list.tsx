import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityListState, type ListRow } from '@app/ui/entity-list';
import { useArchiveRecord } from '../../hooks/use-archive-record';
import { ListViewSwitch } from './list-view-switch';
import { readListView, writeListView, type ListView } from './list-view';
import { TreeList } from './tree/tree-list';

export interface AdminListProps {
  /** the template name of `GET /api/template-page/{listKey}` */
  listKey: string;
  /** i18n key of the page title */
  title: string;
  remote: string;
  version: string;
  /** a list that is also a tree (branches: board > school > location) offers a tree view */
  tree?: { url: string; multiLevel?: boolean };
}

/** The row's archive or unarchive button, for a user who may change the list's records. */
function RowActions({ row, onArchive }: { row: ListRow; onArchive(archive: boolean): void }) {
  const { t } = useTranslation();
  return row.archived ? (
    <Button size="small" onClick={() => onArchive(false)} data-testid={`entity-list-unarchive-${row.id}`}>
      {t('entity_list.unarchive')}
    </Button>
  ) : (
    <Button size="small" color="warning" onClick={() => onArchive(true)} data-testid={`entity-list-archive-${row.id}`}>
      {t('entity_list.archive')}
    </Button>
  );
}

/**
 * A management list: the kit's template list with the admin's row actions (archive and restore) and,
 * for a list that is also a tree, the table/tree switch (ADR 0009).
 */
export function AdminList({ listKey, title, remote, version, tree }: AdminListProps) {
  const [view, setView] = useState<ListView>(() => (tree ? readListView(listKey) : 'table'));
  const archiveRecord = useArchiveRecord('entity-list-toast');
  const showTree = !!tree && view === 'tree';

  const changeArchived = async (list: EntityListState, row: ListRow, archive: boolean) => {
    if (!list.tpl) return;
    await archiveRecord(list.tpl.entity_url, row.id, archive);
    await list.reload();
  };

  return (
    <EntityList
      listKey={listKey}
      title={title}
      remote={remote}
      version={version}
      components={
        tree
          ? {
              list_view: (
                <ListViewSwitch
                  view={view}
                  onChange={(next) => {
                    setView(next);
                    writeListView(listKey, next);
                  }}
                />
              ),
            }
          : undefined
      }
      renderRowActions={(row, list) =>
        list.canWrite ? <RowActions row={row} onArchive={(archive) => void changeArchived(list, row, archive)} /> : null
      }
      replaceTable={
        showTree
          ? (list) => (
              <TreeList
                template={list.tpl!}
                treeUrl={tree.url}
                multiLevel={tree.multiLevel}
                showArchived={list.filters.archived === 1}
                search={list.search}
                canWrite={list.canWrite}
                onArchive={(item, archive) => void changeArchived(list, item as ListRow, archive)}
              />
            )
          : null
      }
    />
  );
}
