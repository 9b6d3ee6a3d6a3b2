import { lazyStandIn } from '@app/ui/lazy-stand-in';

// An open offer's first paint shows no alert and, with the offer in the page, no spinner: they load when
// shown, in chunks the answer app's worker keeps for offline use (offline-files.json).
export const Alert = lazyStandIn(() => import(/* webpackChunkName: "answer" */ '@mui/material/Alert'), 'Alert');
export const AlertTitle = lazyStandIn(() => import(/* webpackChunkName: "answer" */ '@mui/material/AlertTitle'), 'AlertTitle');
export { default as CircularProgress } from './mui/lazy-progress';
