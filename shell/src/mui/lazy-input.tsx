import { lazyStandIn } from '@app/ui/lazy-stand-in';

/** Stands in for TextField's `standard` variant in the sign-in page's build, whose fields are all outlined. */
export default lazyStandIn(() => import('@mui/material/Input'), 'Input');
