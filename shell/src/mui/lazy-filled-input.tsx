import { lazyStandIn } from '@app/ui/lazy-stand-in';

/** Stands in for TextField's `filled` variant in the sign-in page's build, whose fields are all outlined. */
export default lazyStandIn(() => import('@mui/material/FilledInput'), 'FilledInput');
