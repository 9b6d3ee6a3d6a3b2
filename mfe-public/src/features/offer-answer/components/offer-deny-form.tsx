import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Actions } from './offer-actions';
import { REMARK_MAX, type useOfferAnswer } from '../hooks/use-offer-answer';

/**
 * The deny step: an optional explanation, then deny (INV-CONF-04). Its own chunk: the text field
 * is the heaviest part of the page and the first paint does not show it (ADR 0061).
 */
export default function OfferDenyForm({ answer }: { answer: ReturnType<typeof useOfferAnswer> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('offer.remark')}
        multiline
        minRows={3}
        fullWidth
        value={answer.remark}
        onChange={(e) => answer.setRemark(e.target.value)}
        error={answer.remarkTooLong}
        helperText={answer.remarkTooLong ? t('offer.remark_max', { max: REMARK_MAX }) : t('offer.remark_help')}
        slotProps={{ htmlInput: { 'data-testid': 'offer-remark' } }}
      />
      <Actions>
        <Button variant="outlined" size="large" disabled={answer.busy} onClick={() => answer.go('overview')} data-testid="offer-back">
          {t('offer.back')}
        </Button>
        <Button
          variant="contained"
          color="error"
          size="large"
          disabled={answer.busy || answer.remarkTooLong}
          onClick={() => void answer.deny()}
          data-testid="offer-deny-confirm"
        >
          {t('offer.deny')}
        </Button>
      </Actions>
    </>
  );
}
