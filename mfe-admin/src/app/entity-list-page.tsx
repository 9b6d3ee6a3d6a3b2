import type { ComponentType } from 'react';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { AdminList, type AdminListProps } from '../features/entity-list/admin-list';
import { EntityPopup } from '../features/entity-preview/entity-popup';
import { popupStateOf } from '@app/ui/popup';
import { PopupTabs } from '../lib/popup-tabs';
import { POPUP_TABS } from './popup-tabs';

/**
 * The route page of a template-driven list: the list, and over it the popup the URL names
 * (`/{listKey}/new` create, `/{listKey}/{id}/{tab?}` preview; opened directly, the record page),
 * with the module's client tabs.
 */
export function entityListPage(listKey: string, tree?: AdminListProps['tree']): ComponentType<PageProps> {
  function EntityListPage({ route, params }: PageProps) {
    const { remote, version } = useModuleInfo();
    return (
      <PopupTabs.Provider value={POPUP_TABS}>
        <AdminList key={listKey} listKey={listKey} title={route.title} remote={remote} version={version} tree={tree} />
        <EntityPopup key={`popup-${listKey}`} entity={listKey} requested={popupStateOf(params, route.create === true)} />
      </PopupTabs.Provider>
    );
  }
  return EntityListPage;
}
