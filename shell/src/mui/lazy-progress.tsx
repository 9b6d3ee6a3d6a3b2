import { lazyStandIn } from '@app/ui/lazy-stand-in';

/** Stands in for Button's `loading` indicator in the sign-in page's build, whose buttons never set it. */
export default lazyStandIn(() => import('@mui/material/CircularProgress'), 'CircularProgress');
