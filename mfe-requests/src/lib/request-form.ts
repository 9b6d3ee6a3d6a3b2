/** The form template of a request (`GET template/request`): the create stepper's first step and the popup's Data tab. */
export const REQUEST_FORM = 'request';
