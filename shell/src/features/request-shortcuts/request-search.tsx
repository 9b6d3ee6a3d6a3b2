import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { Permission } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { navigate } from '@app/platform/navigation';
import { useHasRight } from '@app/platform/session';
import { checkRequestExists } from './api/request-search-api';
import { requestNumberInput, requestPath, REQUEST_NUMBER_DIGITS } from './request-number';
import { useLivePath } from './use-live-path';

/**
 * The request-number search of the chrome (REQ-SEARCH-01..04): digits only, at most nine, shown
 * after '#'; submitting checks `GET request/{number}` and opens the request; a failed check shows
 * its error until the next input; an empty number does nothing. Shown with REQUEST_VIEW or ALL,
 * while a live module owns the request's path.
 */
export function RequestSearch({ onOpened }: { onOpened?: () => void }) {
  const { t } = useTranslation();
  const allowed = useHasRight([Permission.REQUEST_VIEW, Permission.REQUEST_ALL]);
  const live = useLivePath(requestPath('1'));
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!allowed || !live) return null;

  const submit = async () => {
    if (!number || busy) return;
    setBusy(true);
    try {
      await checkRequestExists(number);
      setNumber('');
      navigate(requestPath(number));
      onOpened?.();
    } catch (failure) {
      setError(apiErrorText(failure, t('request_search.not_found', { number })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      role="search"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        size="small"
        fullWidth
        label={t('request_search.label')}
        value={number}
        onChange={(e) => {
          setNumber(requestNumberInput(e.target.value));
          setError(null);
        }}
        error={!!error}
        helperText={error ?? undefined}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">#</InputAdornment>,
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  type="submit"
                  aria-label={t('request_search.submit')}
                  disabled={busy}
                  data-testid="request-search-submit"
                >
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
          htmlInput: { inputMode: 'numeric', maxLength: REQUEST_NUMBER_DIGITS, 'data-testid': 'request-search', 'aria-invalid': !!error },
          formHelperText: { 'data-testid': 'request-search-error' } as object,
        }}
      />
    </form>
  );
}
