export { ErrorPanel } from '../error-panel/error-panel';
