// What the module publishes to the rest of the repository: its routes and texts (data only).
export { routes } from './routes';
export { texts } from './i18n';
