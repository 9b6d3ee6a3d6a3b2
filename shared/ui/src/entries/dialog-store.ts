export { confirm, showError, loader, toast, dismissToast, dialogStore, useDialogs, type Toast } from '../dialogs/dialog-store';
