/** English texts of the Other data form (`other_data_form.*` keys of the UI kit, ADR 0106). */
export const otherDataFormEn = {
  none: 'The pool has no additional fields for this record.',
  save: 'Save',
  saved: 'The other data is saved.',
};
