import { Permission } from '@app/contracts';

/** The Data supplier tab reads like the person's Account tab: with the person's view right. */
export const PERSON_VIEW_RIGHTS = [Permission.PERSON_VIEW, Permission.PERSON_ALL];
