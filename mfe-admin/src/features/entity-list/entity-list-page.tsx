import type { ComponentType } from 'react';
import { emptyPage, useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { EntityList, type EntityListProps } from './entity-list';

/**
 * A route page that shows the template-driven list of `listKey` when no record id is in the path;
 * with an id (the popup of a record) it shows `detail`, which later issues replace.
 */
export function entityListPage(listKey: string, detailEmptyKey: string, tree?: EntityListProps['tree']): ComponentType<PageProps> {
  const Detail = emptyPage(detailEmptyKey);
  function EntityListPage(props: PageProps) {
    const { remote, version } = useModuleInfo();
    if (props.params.id) return <Detail {...props} />;
    return <EntityList key={listKey} listKey={listKey} title={props.route.title} remote={remote} version={version} tree={tree} />;
  }
  return EntityListPage;
}
