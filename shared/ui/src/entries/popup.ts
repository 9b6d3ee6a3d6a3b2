// `@app/ui/popup`: the create and preview popups over a list, driven by the URL, with the unsaved-changes guard.
export { PopupFrame, POPUP_MAX_WIDTH, MINIMAL_POPUP_WIDTH, type PopupFrameProps } from '../popup/popup-frame';
export { useUnsavedChanges, type UnsavedChanges } from '../popup/use-unsaved-changes';
export { isOtherPopup, NO_POPUP, popupStateOf, popupUrl, type PopupState } from '../popup/popup-route';
export { useUrlPopup } from '../popup/use-url-popup';
