import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { RequestView } from '@app/contracts';
import { inAmsterdam, timeLeft, useNow } from '@app/platform/dates';
import type { RequestLock } from './use-request-lock';

/** 'HH:mm' on Amsterdam's clock: when the lock ends (locked_at plus the pool's timeout, REQ-LOCK-05). */
export const lockEndTime = (lockedUntil: string | null) => (lockedUntil ? inAmsterdam(lockedUntil).format('HH:mm') : '');

/**
 * The lock switch (REQ-LOCK-05/06): who holds the lock and until when; disabled when the request
 * is not editable, when the user may not lock, and when another user holds it (the holder can still act).
 */
export function LockSwitch({ request, lock }: { request: RequestView; lock: RequestLock }) {
  const { t } = useTranslation();
  const { locked, locked_by, locked_until } = request.lock;
  // the time left counts down with the page's clock, every second (CONST-10, ADR 0283)
  const nowMs = useNow();
  const left = locked ? timeLeft(locked_until, nowMs) : null;
  const holder = locked
    ? t(lock.own ? 'lock.locked_by_you' : 'lock.locked_by', { name: locked_by?.full_name ?? '', time: lockEndTime(locked_until) })
    : t('lock.unlocked');
  const label = left ? `${holder} ${t('lock.time_left', { left })}` : holder;
  const disabled = !request.editable || !lock.canLock || lock.lockedByOther;
  const why = !lock.canLock ? t('lock.no_right') : !request.editable ? t('lock.not_editable') : '';
  return (
    <Tooltip title={why}>
      <FormControlLabel
        sx={{ m: 0 }}
        control={
          <Switch
            size="small"
            checked={locked}
            disabled={disabled}
            onChange={(_e, on) => void (on ? lock.take() : lock.release())}
            slotProps={{ input: { 'aria-label': t('lock.switch'), 'data-testid': 'request-lock-switch' } as object }}
          />
        }
        label={<span data-testid="request-lock-label">{label}</span>}
      />
    </Tooltip>
  );
}
