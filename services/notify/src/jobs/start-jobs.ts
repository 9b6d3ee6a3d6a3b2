import { mailDirOf, type ServiceDeps } from '@app/service-kit';
import path from 'node:path';
import { createFolderSmsProvider, createHttpSmsProvider, type SmsProvider } from '../adapters/sms/sms-provider';
import { deliverDueSms } from '../adapters/sms/sms-sender';
import { deliverDuePush } from '../push/push-sender';
import { resolveVapidKeys } from '../push/vapid-keys';
import { startAppDeviceIntake } from './app-device-intake';
import { createFolderTransport, createSmtpTransport, deliverDueMail } from './mail-sender';
import { startOutboxIntake } from './outbox-intake';

/** Where text messages go without SMS_PROVIDER_URL: SMS_DIR, else `sms` beside the embedded data folder. */
export const smsDirOf = (config: ServiceDeps['config']): string => config.SMS_DIR ?? path.join(path.dirname(config.DATA_DIR), 'sms');

export function smsProviderOf(config: ServiceDeps['config']): SmsProvider {
  return config.SMS_PROVIDER_URL
    ? createHttpSmsProvider({ url: config.SMS_PROVIDER_URL, apiKey: config.SMS_API_KEY, originator: config.SMS_FROM })
    : createFolderSmsProvider(smsDirOf(config));
}

/**
 * Notify's background work: the intake of enqueued messages and relayed devices, and the sender:
 * mail to SMTP_URL or, without it (the embedded default), as `.eml` files into MAIL_DIR; text
 * messages to SMS_PROVIDER_URL or as `.txt` files into SMS_DIR; push messages to the person's
 * devices. The sender runs right after a message is stored and every OUTBOX_POLL_MS for retries.
 * The stop function resolves once the delivery in flight has ended: a sender started later (or the
 * database closing) never races a message this one already took.
 */
export function startNotifyJobs(deps: ServiceDeps): () => Promise<void> {
  const smtpUrl = deps.config.SMTP_URL;
  const transport = smtpUrl ? createSmtpTransport(smtpUrl) : createFolderTransport(mailDirOf(deps.config));
  const sms = smsProviderOf(deps.config);
  const push = { keys: resolveVapidKeys(deps.config) };
  let stopped = false;
  const active = () => !stopped;
  const deliverAll = async () => {
    // one channel's failure does not hold up the others
    for (const deliver of [
      () => deliverDueMail(deps, transport, deps.config.MAIL_FROM, active),
      () => deliverDueSms(deps, sms, active),
      () => deliverDuePush(deps, push, active),
    ]) {
      await deliver().catch((err: unknown) => deps.log.error({ err }, 'outbox sender failed'));
    }
  };
  let running: Promise<void> | null = null;
  let again = false;
  const deliver = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverAll().finally(() => {
      running = null;
      if (again) {
        again = false;
        deliver();
      }
    });
  };
  const stopIntake = startOutboxIntake(deps, deliver);
  const stopDevices = startAppDeviceIntake(deps);
  const timer = setInterval(deliver, deps.config.OUTBOX_POLL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    stopIntake();
    stopDevices();
    await running;
    transport.close();
  };
}
