import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@app/contracts';
import type { PageProps } from '@app/ui/module-routes';
import { InviteForms } from './components/invite-forms';
import { useInvitation } from './api/use-invitation';

/** The invitation of one token: loading, why it cannot be used, or the forms to accept it. */
function Invitation({ token }: { token: string }) {
  const { invitation, problem } = useInvitation(token);
  if (problem) {
    return (
      <Alert severity="error" data-testid="account-invite-error">
        {problem.messages.join(' ')}
      </Alert>
    );
  }
  if (!invitation) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  return <InviteForms token={token} invitation={invitation} />;
}

/** `/account/invite/:token`: join with an existing account or register (spec 000 section 2). */
export function AccountInvitePage({ params }: PageProps) {
  const { t } = useTranslation();
  const token = params.token ?? '';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 460 }} data-testid="account-invite-page">
        <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('account.invite.title')}
        </Typography>
        {/* another token is another invitation: its state starts afresh */}
        <Invitation key={token} token={token} />
      </Paper>
    </Box>
  );
}
