export { BaseProviders } from '../module-root/providers';
