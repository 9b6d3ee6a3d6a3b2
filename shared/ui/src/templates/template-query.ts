import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** Whether the screen is a phone's: below the theme's `md` breakpoint, as the page layout decides. */
export const usePhoneLayout = (): boolean => useMediaQuery(useTheme().breakpoints.down('md'));

/**
 * The query every template call carries (PLT-HTTP-05): `isMobile=1` on a phone, so the service
 * answers the phone's form of the page, form or popup.
 */
export const templateQuery = (phone: boolean): Record<string, number> => (phone ? { isMobile: 1 } : {});
