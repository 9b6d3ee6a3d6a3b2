export { ConfirmDialog, CONFIRM_WIDTH, type ConfirmDialogProps } from '../dialogs/confirm-dialog';
export { ErrorDialog, ERROR_DIALOG_WIDTH, type ErrorDialogProps } from '../dialogs/error-dialog';
export { GlobalDialogs } from '../dialogs/global-dialogs';
