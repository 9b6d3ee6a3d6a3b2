export { ErrorPage } from '../error-pages/error-page';
export { errorKindOf, errorTexts, type ErrorKind } from '../error-pages/error-texts';
