/**
 * Who a notification mailing reaches (ADR 0275, 0331): the rule lives in the service kit, which
 * every service that sends a mailing reads it from; identity's flows reach it through their store.
 */
export { mailingHolders, plannersOf } from '@app/service-kit';
