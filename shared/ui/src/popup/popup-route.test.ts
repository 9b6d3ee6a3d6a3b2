import { isOtherPopup, NO_POPUP, popupStateOf, popupUrl } from './popup-route';

describe('popup URL state', () => {
  it('reads the popup from the route parameters', () => {
    expect(popupStateOf({})).toEqual(NO_POPUP);
    expect(popupStateOf({}, true)).toEqual({ kind: 'create' });
    expect(popupStateOf({ id: 'new' })).toEqual({ kind: 'create' });
    expect(popupStateOf({ id: '12' })).toEqual({ kind: 'preview', id: 12 });
    expect(popupStateOf({ id: '12', tab: 'contract' })).toEqual({ kind: 'preview', id: 12, tab: 'contract' });
    expect(popupStateOf({ id: 'abc' })).toEqual(NO_POPUP);
  });

  it('writes it back as the URL', () => {
    expect(popupUrl('person', NO_POPUP)).toBe('/person');
    expect(popupUrl('person', { kind: 'create' })).toBe('/person/new');
    expect(popupUrl('branch', { kind: 'preview', id: 3 })).toBe('/branch/3');
    expect(popupUrl('branch', { kind: 'preview', id: 3, tab: 'labels' })).toBe('/branch/3/labels');
  });

  it('treats another tab of the same record as the same popup', () => {
    expect(isOtherPopup({ kind: 'preview', id: 3 }, { kind: 'preview', id: 3, tab: 'labels' })).toBe(false);
    expect(isOtherPopup({ kind: 'preview', id: 3 }, { kind: 'preview', id: 4 })).toBe(true);
    expect(isOtherPopup({ kind: 'preview', id: 3 }, NO_POPUP)).toBe(true);
  });
});
