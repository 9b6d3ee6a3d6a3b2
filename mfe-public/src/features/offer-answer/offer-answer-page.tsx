import { Alert, AlertTitle, CircularProgress } from '../../lazy-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type OfferKind } from '@app/contracts';
import { HydrateLater } from '@app/ui/hydration-steps';
import type { PageProps } from '@app/ui/module-routes';
import { isStandalone } from '../../host';
import { lazyComponent } from '../../lazy-page';
import { PhoneNotices } from '../../pwa/phone-notices';
import { Actions } from './components/offer-actions';
import { OfferOverview } from './components/offer-overview';
import { GENERIC_OFFER_ERROR, stateTextKey } from './offer-state-text';
import { useOfferAnswer } from './hooks/use-offer-answer';
import { useSlowLoad } from './hooks/use-slow-load';

/** The critical error of a link that opens nothing (INV-CONF-07). */
function Critical() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid="offer-critical">
      <AlertTitle>{t('offer.critical_title', { code: 406 })}</AlertTitle>
      {t('offer.critical')}
    </Alert>
  );
}

/**
 * The tasks after the frame's in which the script takes a pre-rendered open offer over (ADR 0359):
 * its facts, then its buttons.
 */
export const OFFER_ANSWER_STEPS = 2;

// the deny step's text field is loaded when the person chooses to deny (with the page's other parts, kept offline)
const OfferDenyForm = lazyComponent(() => import(/* webpackChunkName: "answer" */ './components/offer-deny-form'));

/** The steps of one offer: overview, accept confirmation or deny form, result (INV-CONF-02 to -05). */
function OfferAnswer({ kind, token }: { kind: OfferKind; token: string }) {
  const { t } = useTranslation();
  const answer = useOfferAnswer(kind, token, t(GENERIC_OFFER_ERROR), t('offer.offline'));
  const { load } = answer;
  const slow = useSlowLoad(load.status === 'loading');
  if (load.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2, minHeight: 60 }} data-testid="offer-loading">
        {slow ? <CircularProgress size={28} /> : null}
      </Box>
    );
  }
  if (load.status === 'missing') return <Critical />;
  if (load.status === 'failed') {
    return (
      <Alert severity="error" data-testid="offer-load-error">
        <AlertTitle>{t('offer.error_title')}</AlertTitle>
        {load.message}
      </Alert>
    );
  }
  const { offer } = load;
  if (answer.step === 'result') {
    return (
      <Alert severity="success" data-testid="offer-result">
        {t(`offer.result.${kind}_${answer.answer}`)}
      </Alert>
    );
  }
  if (offer.state !== 'open') {
    return (
      <Alert severity="warning" data-testid="offer-state-error">
        {t(stateTextKey(kind, offer.state))}
      </Alert>
    );
  }
  return (
    <>
      {answer.failure ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="offer-action-error">
          <AlertTitle>{t('offer.error_title')}</AlertTitle>
          {answer.failure}
        </Alert>
      ) : null}
      {answer.step === 'overview' ? (
        <>
          <HydrateLater step={1}>
            <OfferOverview offer={offer} />
          </HydrateLater>
          <HydrateLater step={2}>
            <Actions>
              <Button variant="outlined" color="error" size="large" onClick={() => answer.go('deny')} data-testid="offer-deny">
                {t('offer.deny')}
              </Button>
              <Button variant="contained" size="large" onClick={() => answer.go('accept')} data-testid="offer-accept">
                {t('offer.accept')}
              </Button>
            </Actions>
          </HydrateLater>
        </>
      ) : null}
      {answer.step === 'accept' ? (
        <>
          <Typography data-testid="offer-accept-question">{t(`offer.accept_question.${kind}`, { branch: offer.branch.name })}</Typography>
          <Actions>
            <Button variant="outlined" size="large" disabled={answer.busy} onClick={() => answer.go('overview')} data-testid="offer-back">
              {t('offer.back')}
            </Button>
            <Button
              variant="contained"
              size="large"
              disabled={answer.busy}
              onClick={() => void answer.accept()}
              data-testid="offer-accept-confirm"
            >
              {t('offer.accept')}
            </Button>
          </Actions>
        </>
      ) : null}
      {answer.step === 'deny' ? <OfferDenyForm answer={answer} /> : null}
    </>
  );
}

/**
 * `/invitation/confirm/:token` and `/reservation/confirm/:token`, the link of the offer mail: one
 * column, made for a phone (360 px wide), no login.
 */
export function OfferAnswerPage({ route, params }: PageProps) {
  const { t } = useTranslation();
  const kind: OfferKind = route.path.startsWith('/reservation') ? 'reservation' : 'invitation';
  const token = params.token ?? '';
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'flex-start', sm: 'center' },
        p: { xs: 1, sm: 2 },
      }}
    >
      {/* a card as Paper draws it (elevation 1), without Paper's code in the page's first download */}
      <Box
        sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 520, bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}
        data-testid="offer-answer-page"
      >
        <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
          {t(`offer.title.${kind}`)}
        </Typography>
        {/* another token is another offer: its steps start afresh */}
        <OfferAnswer key={`${kind}-${token}`} kind={kind} token={token} />
        {isStandalone() ? <PhoneNotices kind={kind} token={token} /> : null}
      </Box>
    </Box>
  );
}
