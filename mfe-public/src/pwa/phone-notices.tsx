import { Alert } from '../lazy-parts';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferKind } from '@app/contracts';
import { canTakePush } from '@app/platform/push';

/**
 * The switch that has offers pushed to this phone (ADR 0060), under the answer of the standalone
 * app; hidden where the browser cannot take push messages or they are refused for this site. The
 * registration itself is loaded when the person turns it on: the first paint does not need it (ADR 0067).
 */
export function PhoneNotices({ kind, token }: { kind: OfferKind; token: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'off' | 'busy' | 'on' | 'failed'>('off');
  // asked after the first frame: the pre-rendered page (ADR 0289) cannot know the phone, and hydrates without it
  const [able, setAble] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAble(canTakePush()));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!able) return null;
  if (state === 'on')
    return (
      <Alert severity="success" sx={{ mt: 2 }} data-testid="phone-notices-on">
        {t('offer.push.enabled')}
      </Alert>
    );
  const enable = () => {
    setState('busy');
    import('./push-device')
      .then(({ enablePush }) => enablePush(kind, token))
      .then(
        () => setState('on'),
        () => setState('failed'),
      );
  };
  return (
    <>
      {state === 'failed' ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="phone-notices-failed">
          {t('offer.push.failed')}
        </Alert>
      ) : null}
      <Button fullWidth size="small" sx={{ mt: 2 }} disabled={state === 'busy'} onClick={enable} data-testid="phone-notices-enable">
        {t('offer.push.enable')}
      </Button>
    </>
  );
}
