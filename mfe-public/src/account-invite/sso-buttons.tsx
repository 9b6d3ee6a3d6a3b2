import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { authApi, type AuthApi } from '@app/platform/api';

type SsoProvider = Awaited<ReturnType<AuthApi['ssoProviders']>>[number];

/** The single sign-on buttons offered on the invitation page; none when the call fails. */
export function InviteSsoButtons({ token }: { token: string }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  useEffect(() => {
    let live = true;
    authApi
      .ssoProviders(token)
      .then((list) => live && setProviders(Array.isArray(list) ? list : []))
      .catch(() => live && setProviders([]));
    return () => {
      live = false;
    };
  }, [token]);
  if (!providers.length) return null;
  return (
    <Box data-testid="sso-buttons" sx={{ mt: 3 }}>
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
