export { theme, HEADER_BACKGROUND } from '../theme/theme';
