import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import type { HeaderElement } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import { HeaderButton, HeaderButtonGroup } from './header-button';
import { headerIcon } from './header-icons';
import { HelpButton, InfoCardTooltip } from './header-tooltips';

/** What the screen plugs into the blocks that need it. */
export interface HeaderSlots {
  /** FilterBlock: the screen's filter bar */
  filter?: ReactNode;
  /** FilterComponent blocks, by their `props.name` */
  components?: Record<string, ReactNode>;
  /** ExportButton: the CSV download of the current filter and sort */
  onExport?(): void;
  /** Loader: the spinner turns while true */
  busy?: boolean;
}

const LOADER_SIZE = 20;
const DASHBOARD = '/dashboard';

/** One block of the header bar (FILTER-04); a block the screen has nothing for renders nothing. */
export function HeaderBlock({ element, slots, testId }: { element: HeaderElement; slots: HeaderSlots; testId: string }) {
  const { t } = useTranslation();
  switch (element.component) {
    case 'IconText':
      return (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} data-testid={`${testId}-icon-text`}>
          {headerIcon(element.props.icon)}
          <Typography variant="subtitle1">{t(element.props.text)}</Typography>
        </Stack>
      );
    case 'Spacer':
      return <Box sx={{ flex: 1 }} data-testid={`${testId}-spacer`} />;
    case 'FilterBlock':
      return slots.filter ? <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>{slots.filter}</Box> : null;
    case 'FilterComponent':
      return <>{slots.components?.[element.props?.name ?? ''] ?? null}</>;
    case 'ExportButton':
      return slots.onExport ? (
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon fontSize="small" />}
          onClick={slots.onExport}
          data-testid={`${testId}-export`}
        >
          {t('list_header.export')}
        </Button>
      ) : null;
    case 'Close':
      return (
        <IconButton
          aria-label={t('list_header.close')}
          title={t('list_header.close')}
          onClick={() => navigate(element.props?.to ?? DASHBOARD)}
          data-testid={`${testId}-close`}
        >
          <CloseIcon />
        </IconButton>
      );
    case 'Button':
      return <HeaderButton props={element.props} testId={testId} />;
    case 'ButtonGroup':
      return <HeaderButtonGroup buttons={element.props.buttons} testId={testId} />;
    case 'HelpButton':
      return <HelpButton props={element.props} testId={testId} />;
    case 'Tooltip':
      return <InfoCardTooltip props={element.props} testId={testId} />;
    case 'Loader':
      // keeps its place while idle, so the blocks after it do not jump
      return (
        <Box sx={{ width: LOADER_SIZE, height: LOADER_SIZE }} data-testid={`${testId}-header-loader`}>
          {slots.busy ? <CircularProgress size={LOADER_SIZE} aria-label={t('app.loading')} /> : null}
        </Box>
      );
    default:
      return null;
  }
}
