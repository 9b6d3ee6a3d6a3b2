/**
 * Who a notification mailing reaches (ADR 0275): the rule lives in the service kit, which every
 * service that sends a mailing reads it from; master data's flows reach it through their store.
 */
export { mailingHolders } from '@app/service-kit';
