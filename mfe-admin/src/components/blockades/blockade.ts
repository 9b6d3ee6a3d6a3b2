/** A blockade as master data answers it. */
export type { BlockadeView as Blockade } from '@app/contracts';
