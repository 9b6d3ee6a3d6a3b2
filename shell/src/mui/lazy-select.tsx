import { lazyStandIn } from '@app/ui/lazy-stand-in';

/**
 * Stands in for `Select` inside MUI's TextField in the shell's builds: TextField imports Select (and
 * with it Menu, Popover, Modal, FocusTrap) for its `select` prop, which the login page never sets;
 * the real Select loads on first use instead of with /login.
 */
export default lazyStandIn(() => import('@mui/material/Select'), 'Select');
