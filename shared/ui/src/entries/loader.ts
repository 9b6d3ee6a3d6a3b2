export { Loader } from '../loader/loader';
