import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { Permission } from '@app/contracts';
import { useHasRight } from '@app/platform/session';
import { AddRequestButton } from './add-request-button';
import { RequestSearch } from './request-search';
import { requestPath } from './request-number';
import { useLivePath } from './use-live-path';

/**
 * The request shortcuts at the top of the drawer (PLT-SHELL-01) and of the mobile menu: the
 * add-request button and the request-number search. The collapsed drawer shows their icons; the
 * search icon opens the drawer.
 */
export function RequestShortcuts({
  collapsed = false,
  onExpand,
  onOpened,
}: {
  collapsed?: boolean;
  onExpand?: () => void;
  onOpened?: () => void;
}) {
  const { t } = useTranslation();
  const mayView = useHasRight([Permission.REQUEST_VIEW, Permission.REQUEST_ALL]);
  const live = useLivePath(requestPath('1'));
  const searches = mayView && live;
  if (collapsed)
    return (
      <Stack sx={{ alignItems: 'center', gap: 1, py: 1 }} data-testid="request-shortcuts">
        <AddRequestButton compact onOpened={onOpened} />
        {searches ? (
          <Tooltip title={t('request_search.label')} placement="right">
            <IconButton onClick={onExpand} aria-label={t('request_search.label')} data-testid="request-search-expand">
              <SearchIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    );
  return (
    <Stack sx={{ gap: 1.5, p: 2, pb: 1 }} data-testid="request-shortcuts">
      <AddRequestButton onOpened={onOpened} />
      <RequestSearch onOpened={onOpened} />
    </Stack>
  );
}
