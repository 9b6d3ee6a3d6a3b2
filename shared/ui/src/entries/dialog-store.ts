export {
  confirm,
  showError,
  loader,
  toast,
  toastWarnings,
  dismissToast,
  dialogStore,
  useDialogs,
  type Toast,
} from '../dialogs/dialog-store';
export { failedReadDialog, failedWriteDialog, reportFailedRead, showFailedWrites } from '../dialogs/call-failures';
