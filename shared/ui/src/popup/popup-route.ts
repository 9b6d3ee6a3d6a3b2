/**
 * The URL is the popup's state (spec 001 section 2): `/{entity}` the list alone, `/{entity}/new` the
 * create popup, `/{entity}/{id}/{tab?}` the preview (the record page when opened directly). Browser
 * back and forward therefore reopen and close popups.
 */
export type PopupState = { kind: 'none' } | { kind: 'create' } | { kind: 'preview'; id: number; tab?: string };

export const NO_POPUP: PopupState = { kind: 'none' };

export function popupStateOf(params: Record<string, string>, isCreateRoute = false): PopupState {
  if (isCreateRoute || params.id === 'new') return { kind: 'create' };
  const id = Number(params.id);
  if (!params.id || !Number.isInteger(id) || id <= 0) return NO_POPUP;
  return params.tab ? { kind: 'preview', id, tab: params.tab } : { kind: 'preview', id };
}

export function popupUrl(entity: string, state: PopupState): string {
  if (state.kind === 'create') return `/${entity}/new`;
  if (state.kind === 'preview') return state.tab ? `/${entity}/${state.id}/${state.tab}` : `/${entity}/${state.id}`;
  return `/${entity}`;
}

/** Another popup (or none): leaving the current one then needs the unsaved-changes check. */
export function isOtherPopup(a: PopupState, b: PopupState): boolean {
  if (a.kind !== b.kind) return true;
  return a.kind === 'preview' && b.kind === 'preview' && a.id !== b.id;
}
