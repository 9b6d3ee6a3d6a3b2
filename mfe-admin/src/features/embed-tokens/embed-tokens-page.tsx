import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EmbedTokenView } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm } from '@app/ui/dialog-store';
import { RevealOnceDialog } from '../../components/reveal-once-dialog';
import { useEmbedTokens, useIssueEmbedToken, useRevokeEmbedToken } from './api/embed-tokens-api';
import { EmbedTokenDialog } from './embed-token-dialog';

/** The page a school pastes in its intranet's frame: the overview of this token. */
export const embedUrlOf = (token: string) => `${window.location.origin}/embed/overview-open-dayparts/${token}`;

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'short', timeStyle: 'short' });

/**
 * The embed tokens of the pool (ADR 0083): the list with label, branches, allowed origins, who
 * issued it and whether it is revoked; issuing shows the embed address once; revoking asks first.
 */
export function EmbedTokensPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const list = useEmbedTokens();
  const issue = useIssueEmbedToken((token) => {
    setDialog(false);
    setIssued(embedUrlOf(token.token));
  });
  const revoke = useRevokeEmbedToken();
  const askRevoke = async (token: EmbedTokenView) => {
    if (await confirm({ title: t('embed_tokens.revoke'), message: t('embed_tokens.revoke_confirm', { label: token.label }) }))
      revoke.mutate(token.id);
  };

  return (
    <Box sx={{ p: 2 }} data-testid="embed-tokens-page">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('embed_tokens.title')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            issue.reset();
            setDialog(true);
          }}
          data-testid="embed-token-new"
        >
          {t('embed_tokens.issue')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('embed_tokens.help')}
      </Typography>
      {revoke.error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="embed-tokens-revoke-error">
          {apiErrorText(revoke.error, t('embed_tokens.revoke_failed'))}
        </Alert>
      ) : null}
      {list.isPending ? <CircularProgress data-testid="embed-tokens-loading" /> : null}
      {list.isError ? (
        <Alert severity="error" data-testid="embed-tokens-error">
          {apiErrorText(list.error, t('embed_tokens.load_failed'))}
        </Alert>
      ) : null}
      {list.data?.length === 0 ? (
        <Alert severity="info" data-testid="embed-tokens-empty">
          {t('embed_tokens.empty')}
        </Alert>
      ) : null}
      {list.data?.length ? (
        <Table size="small" data-testid="embed-tokens-list">
          <TableHead>
            <TableRow>
              <TableCell>{t('embed_tokens.label')}</TableCell>
              <TableCell>{t('embed_tokens.scope')}</TableCell>
              <TableCell>{t('embed_tokens.origins')}</TableCell>
              <TableCell>{t('embed_tokens.created')}</TableCell>
              <TableCell>{t('embed_tokens.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((token) => (
              <TableRow key={token.id} data-testid={`embed-token-row-${token.id}`}>
                <TableCell>{token.label}</TableCell>
                <TableCell>{token.branches.length ? token.branches.map((b) => b.name).join(', ') : t('embed_tokens.whole_pool')}</TableCell>
                <TableCell>{token.origins.join(', ')}</TableCell>
                <TableCell>{`${dateTime(token.created_at)} ${token.created_by}`}</TableCell>
                <TableCell>
                  {token.revoked_at ? (
                    <Chip size="small" label={t('embed_tokens.revoked_at', { at: dateTime(token.revoked_at) })} />
                  ) : (
                    <Chip size="small" color="success" label={t('embed_tokens.live')} />
                  )}
                </TableCell>
                <TableCell>
                  {token.revoked_at ? null : (
                    <Button
                      size="small"
                      color="warning"
                      disabled={revoke.isPending}
                      onClick={() => void askRevoke(token)}
                      data-testid={`embed-token-revoke-${token.id}`}
                    >
                      {t('embed_tokens.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {dialog ? (
        <EmbedTokenDialog
          busy={issue.isPending}
          error={issue.error}
          onIssue={(input) => issue.mutate(input)}
          onClose={() => setDialog(false)}
        />
      ) : null}
      {issued ? <RevealOnceDialog value={issued} onDone={() => setIssued(null)} /> : null}
    </Box>
  );
}
