import type { ComponentType } from 'react';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { EntityPopup } from '../entity-preview/entity-popup';
import { popupStateOf } from '../entity-preview/popup-route';
import { EntityList, type EntityListProps } from './entity-list';

/**
 * The route page of a template-driven list: the list, and over it the popup the URL names
 * (`/{listKey}/new` create, `/{listKey}/{id}/{tab?}` preview; opened directly, the record page).
 */
export function entityListPage(listKey: string, tree?: EntityListProps['tree']): ComponentType<PageProps> {
  function EntityListPage({ route, params }: PageProps) {
    const { remote, version } = useModuleInfo();
    return (
      <>
        <EntityList key={listKey} listKey={listKey} title={route.title} remote={remote} version={version} tree={tree} />
        <EntityPopup key={`popup-${listKey}`} entity={listKey} requested={popupStateOf(params, route.create === true)} />
      </>
    );
  }
  return EntityListPage;
}
