// `@app/platform/navigation`: history navigation and the public-path rules.
export { navigate, useLocation, currentPath, setLeaveGuard, type LeaveGuard } from '../navigation/navigation';
export { isPublicPath, logoutUrl } from '../navigation/public-paths';
