import type { LockHolder } from '@app/contracts';
import type { BranchScope } from '@app/service-kit';

/** Who calls, where and when: what every request store function and flow acts for. */
export interface Caller {
  poolId: number;
  scope: BranchScope;
  author: LockHolder;
  now: Date;
}
