import { fillSecrets } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { deliverDue } from '../../jobs/outbox-sender';
import type { SmsProvider } from './sms-provider';

/** The idempotency key of an outbox row: the same on every retry of it, unique per row. */
export const smsReference = (rowId: number): string => `invalpool-outbox-${rowId}`;

/** Delivers the due text messages through the provider, secrets filled in only here. */
export const deliverDueSms = (deps: ServiceDeps, provider: SmsProvider, active?: () => boolean): Promise<number> =>
  deliverDue(
    deps,
    'sms',
    (row, secrets) => provider.send({ to: row.recipient, body: fillSecrets(row.bodyText, secrets), reference: smsReference(row.id) }),
    active,
  );
