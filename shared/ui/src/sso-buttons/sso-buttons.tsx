import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { authApi, type AuthApi } from '@app/platform/api';

type SsoProvider = Awaited<ReturnType<AuthApi['ssoProviders']>>[number];

/** The pool's single sign-on providers; none when the call fails (e.g. 404 before SSO exists). */
export function useSsoProviders(invitationToken?: string): SsoProvider[] {
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  useEffect(() => {
    let live = true;
    authApi
      .ssoProviders(invitationToken)
      .then((list) => live && setProviders(Array.isArray(list) ? list : []))
      .catch(() => live && setProviders([]));
    return () => {
      live = false;
    };
  }, [invitationToken]);
  return providers;
}

/**
 * A button per provider (logo and text, linking to its authorization URL), on the login page and
 * the account invitation page. Stateless, so each build bundles it rather than sharing it.
 */
export function SsoButtons({ invitationToken }: { invitationToken?: string }) {
  const { t } = useTranslation();
  const providers = useSsoProviders(invitationToken);
  if (!providers.length) return null;
  return (
    <Box data-testid="sso-buttons" sx={{ mt: 2 }}>
      <Divider sx={{ mb: 2 }}>{t('login.sso_or')}</Divider>
      <Stack spacing={1}>
        {providers.map((p) => (
          <Button
            key={p.code}
            variant="outlined"
            href={p.authorization_url}
            data-testid={`sso-button-${p.code}`}
            startIcon={p.logo_url ? <Box component="img" src={p.logo_url} alt="" sx={{ height: 20 }} /> : undefined}
          >
            {p.text || t('login.sso_with', { name: p.code })}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
