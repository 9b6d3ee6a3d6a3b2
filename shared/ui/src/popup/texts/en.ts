/** English texts of the popups (`popup.*` keys of the UI kit). */
export const popupEn = {
  close: 'Close',
  unsaved_title: 'Unsaved changes',
  unsaved_message: 'You have unsaved changes. Do you want to leave without saving?',
};
