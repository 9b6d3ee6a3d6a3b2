import { lazy, Suspense, type ComponentProps } from 'react';

const Select = lazy(() => import('@mui/material/Select'));

/**
 * Stands in for `Select` inside MUI's TextField in the shell's build (shell/rspack.config.ts):
 * TextField imports Select (and with it Menu, Popover, Modal, FocusTrap) for its `select` prop,
 * which the login page never sets; the real Select loads on first use instead of with /login.
 */
function LazySelect(props: ComponentProps<typeof Select>) {
  return (
    <Suspense fallback={null}>
      <Select {...props} />
    </Suspense>
  );
}
LazySelect.muiName = 'Select';

export default LazySelect;
