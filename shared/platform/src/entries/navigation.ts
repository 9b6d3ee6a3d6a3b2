// `@app/platform/navigation`: history navigation, the live route table and the public-path rules.
export {
  navigate,
  useLocation,
  currentPath,
  onLocationChange,
  setLeaveGuard,
  setPrerenderedLocation,
  type LeaveGuard,
} from '../navigation/navigation';
export { isPublicPath, logoutUrl } from '../navigation/public-paths';
export { findRoute, routeTable, setRouteTable, useRouteTable } from '../navigation/route-table';
