/** A request number has at most 9 digits (spec 000 section 9, REQ-SEARCH-01). */
export const REQUEST_NUMBER_DIGITS = 9;

/** What the search field keeps of a typed or pasted text: its digits, at most nine. */
export const requestNumberInput = (text: string) => text.replace(/\D/g, '').slice(0, REQUEST_NUMBER_DIGITS);

/** The paths the shortcuts open; the shell shows a shortcut only while a live module owns its path (ADR 0021). */
export const requestPath = (number: string) => `/request/${number}/summary`;
export const NEW_REQUEST_PATH = '/request/new';
