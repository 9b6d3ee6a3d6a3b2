import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type PoolOverrides } from '@app/contracts';
import { currentLocale } from '@app/i18n';

/** The pool's logo where it set one, else the product's name (PLT-SHELL-02). */
export function PoolLogo({ overrides, poolName }: { overrides: PoolOverrides | null; poolName: string }) {
  if (overrides?.logo)
    return (
      <Box
        component="img"
        src={overrides.logo}
        alt={poolName}
        data-testid="app-logo"
        sx={{ display: 'block', maxHeight: 40, maxWidth: 180 }}
      />
    );
  return (
    <Typography variant="h6" component="div" sx={{ fontWeight: 700 }} data-testid="app-logo">
      {PRODUCT_NAME}
    </Typography>
  );
}

const DISMISSED_KEY = 'pool-message-dismissed';

/** Which message was closed, by pool and text: a new text from the pool shows again. */
const dismissalOf = (overrides: PoolOverrides, text: string) => `${overrides.pool_id}:${text}`;

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The pool's own message in the page's language (PLT-SHELL-02), above the page until its user
 * closes it; closed, it stays closed on this device until the pool changes the text.
 */
export function PoolMessage({ overrides }: { overrides: PoolOverrides | null }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const text = overrides?.custom_messages?.[currentLocale()]?.trim();
  if (!overrides || !text || dismissed === dismissalOf(overrides, text)) return null;
  const close = () => {
    const key = dismissalOf(overrides, text);
    try {
      localStorage.setItem(DISMISSED_KEY, key);
    } catch {
      // private mode: closed for this page only
    }
    setDismissed(key);
  };
  return (
    <Alert severity="info" onClose={close} closeText={t('app.close')} sx={{ borderRadius: 0 }} data-testid="pool-message">
      {text}
    </Alert>
  );
}
