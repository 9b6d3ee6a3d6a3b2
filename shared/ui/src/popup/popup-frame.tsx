import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/** Popup widths of spec 001 section 2: at most 1400 px, a minimal popup 600 px. */
export const POPUP_MAX_WIDTH = 1400;
export const MINIMAL_POPUP_WIDTH = 600;

export interface PopupFrameProps {
  /** the dialog's test id */
  testId: string;
  /** prefix of the title's and close button's test ids (`<prefix>-title`, `<prefix>-close`) */
  partsTestId?: string;
  title: ReactNode;
  /** chips and buttons beside the title (the archived chip, archive and unarchive) */
  headerExtra?: ReactNode;
  minimal: boolean;
  /** the popup asks to close: the close button, a backdrop click */
  onClose(): void;
  /** Escape closes only when nothing is unsaved */
  canEscape(): boolean;
  tabs?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The dialog around a create or preview popup (spec 001 section 2): full screen on a phone, Escape only when nothing is unsaved. */
export function PopupFrame({
  testId,
  partsTestId = 'entity-popup',
  title,
  headerExtra,
  minimal,
  onClose,
  canEscape,
  tabs,
  actions,
  children,
}: PopupFrameProps) {
  const { t } = useTranslation();
  // on a phone the popup takes the whole screen: even the minimal 600 px is wider than the viewport
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && !canEscape()) return;
        onClose();
      }}
      slotProps={{ paper: { sx: { maxWidth: minimal ? MINIMAL_POPUP_WIDTH : POPUP_MAX_WIDTH }, 'data-testid': testId } as object }}
    >
      <DialogTitle component="div" sx={{ pr: 6 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span style={{ fontSize: '1.25rem', fontWeight: 500 }} data-testid={`${partsTestId}-title`}>
            {title}
          </span>
          {headerExtra}
        </Stack>
        <IconButton
          aria-label={t('popup.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
          data-testid={`${partsTestId}-close`}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {tabs}
      {/* a steady height, so the popup does not jump while tabs load or differ in length */}
      {/* the content scrolls when long: focusable, so a keyboard scrolls it too (WCAG 2.1.1) */}
      <DialogContent tabIndex={0} dividers={!!tabs} sx={{ minHeight: tabs ? 360 : undefined }}>
        {children}
      </DialogContent>
      {actions ? <DialogActions>{actions}</DialogActions> : null}
    </Dialog>
  );
}
