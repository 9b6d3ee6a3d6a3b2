import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, nlNL } from '@mui/x-date-pickers/locales';
import { currentLocale } from '@app/i18n';
// the platform's dayjs setup: the nl locale loaded, weeks from Monday in en too (FORM-06)
import '@app/platform/dates';

const PICKER_TEXTS = {
  nl: nlNL.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** The pickers' language follows the page's: Dutch names, placeholders and buttons on a Dutch screen. */
export function PickerLocale({ children }: { children: ReactNode }) {
  // re-render on a language switch
  useTranslation();
  const locale = currentLocale();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={PICKER_TEXTS[locale]}>
      {children}
    </LocalizationProvider>
  );
}
