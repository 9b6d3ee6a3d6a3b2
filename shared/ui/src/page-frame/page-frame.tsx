import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface PageFrameProps {
  /** the remote's Module Federation name, e.g. mfe_requests */
  remote: string;
  version: string;
  /** i18n key of the title, in the module's own texts */
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a module's page: title, header actions, content, module version. */
export function PageFrame({ remote, version, title, actions, children }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <Box data-testid={`module-${remote}`} data-module-version={version} sx={{ p: { xs: 1.5, md: 3 } }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" data-testid="page-title">
          {t(title)}
        </Typography>
        {actions}
      </Stack>
      {children}
      <Typography variant="caption" color="text.disabled" component="p" sx={{ mt: 2 }} data-testid="module-version">
        {t('app.module_version', { name: remote, version })}
      </Typography>
    </Box>
  );
}
