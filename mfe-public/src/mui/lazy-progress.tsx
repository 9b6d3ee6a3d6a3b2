import { lazyStandIn } from '@app/ui/lazy-stand-in';

/** The spinner, loaded when first shown: Button's `loading` indicator in the standalone build, and the pages' loading states. */
export default lazyStandIn(() => import(/* webpackChunkName: "spinner" */ '@mui/material/CircularProgress'), 'CircularProgress');
