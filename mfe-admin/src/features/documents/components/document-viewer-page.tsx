import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@app/ui/error-pages';
import type { PageProps } from '@app/ui/module-routes';
import { BLOB_URL_LIFETIME_MS } from '@app/platform/api';
import { downloadDocument } from '../api/documents-api';

/** Spec 000 section 8: a failed document download shows a critical 404 after 500 ms. */
export const FAILURE_DELAY_MS = 500;

type ViewerState = 'loading' | 'opened' | 'failing' | 'failed';

/**
 * doc-viewer/{person|branch}/:entityId/document/:docId (PLT-ROUTE-20): downloads the document and
 * opens it in this tab's frame; the blob address is released after 100 ms (MD-DOC-02), by when the
 * browser holds the document itself.
 */
export function DocumentViewerPage({ params }: PageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ViewerState>('loading');
  const [address, setAddress] = useState<string | null>(null);
  const { entity, entityId, docId } = params;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    downloadDocument(entity ?? '', entityId ?? '', docId ?? '')
      .then((blob) => {
        if (!live) return;
        const href = URL.createObjectURL(blob);
        setAddress(href);
        setState('opened');
        timer = setTimeout(() => URL.revokeObjectURL(href), BLOB_URL_LIFETIME_MS);
      })
      .catch(() => {
        if (!live) return;
        setState('failing');
        timer = setTimeout(() => setState('failed'), FAILURE_DELAY_MS);
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [entity, entityId, docId]);

  if (state === 'failed') return <ErrorPage kind="not-found" />;
  if (state === 'loading' || state === 'failing')
    return (
      <Stack sx={{ p: 4, alignItems: 'center' }} data-testid="document-viewer-loading">
        <CircularProgress />
      </Stack>
    );
  return (
    <Stack spacing={1} sx={{ p: 2, height: '100%' }} data-testid="document-viewer">
      <Typography variant="h6" component="h1">
        {t('page.document')}
      </Typography>
      {address ? (
        <iframe
          title={t('page.document')}
          src={address}
          style={{ flex: 1, minHeight: '80vh', border: 0 }}
          data-testid="document-viewer-frame"
        />
      ) : (
        <Alert severity="error">{t('documents.download_failed')}</Alert>
      )}
    </Stack>
  );
}
