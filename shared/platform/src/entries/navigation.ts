// `@app/platform/navigation`: history navigation and the public-path rules.
export { navigate, useLocation, currentPath } from '../navigation/navigation';
export { isPublicPath, logoutUrl } from '../navigation/public-paths';
