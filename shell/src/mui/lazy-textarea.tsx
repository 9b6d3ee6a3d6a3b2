import { lazyStandIn } from '@app/ui/lazy-stand-in';

/** Stands in for InputBase's multiline textarea in the sign-in page's build, whose fields are single-line. */
export default lazyStandIn(() => import('@mui/material/TextareaAutosize'), 'TextareaAutosize');
