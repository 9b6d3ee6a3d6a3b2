export { pages } from './routes';
