import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { authApi, type AuthApi } from '@app/platform/api';

type SsoProvider = Awaited<ReturnType<AuthApi['ssoProviders']>>[number];

interface SsoChoice {
  /** the pool of `/login/:poolUrl` */
  pool?: string;
  /** the pool of an account invitation */
  invitationToken?: string;
}

/** The pool's single sign-on providers; none without a pool or when the call fails. */
export function useSsoProviders({ pool, invitationToken }: SsoChoice): SsoProvider[] {
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  useEffect(() => {
    let live = true;
    authApi
      .ssoProviders({ pool, invitationToken })
      .then((list) => live && setProviders(Array.isArray(list) ? list : []))
      .catch(() => live && setProviders([]));
    return () => {
      live = false;
    };
  }, [pool, invitationToken]);
  return providers;
}

/** The provider's start URL, carrying where to go after the login. */
const withRedirect = (url: string, redirect?: string) =>
  redirect ? `${url}${url.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}` : url;

/**
 * A button per provider (logo and text, linking to its authorization URL), on the login page and
 * the account invitation page. Stateless, so each build bundles it rather than sharing it.
 */
export function SsoButtons({ pool, invitationToken, redirect }: SsoChoice & { redirect?: string }) {
  const { t } = useTranslation();
  const providers = useSsoProviders({ pool, invitationToken });
  if (!providers.length) return null;
  return (
    <Box data-testid="sso-buttons" sx={{ mt: 2 }}>
      <Divider sx={{ mb: 2 }}>{t('sso.or')}</Divider>
      <Stack spacing={1}>
        {providers.map((p) => (
          <Button
            key={p.code}
            variant="outlined"
            href={withRedirect(p.authorization_url, redirect)}
            data-testid={`sso-button-${p.code}`}
            startIcon={p.logo_url ? <Box component="img" src={p.logo_url} alt="" sx={{ height: 20 }} /> : undefined}
          >
            {p.text || t('sso.with', { name: p.code })}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
