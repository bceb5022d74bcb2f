import type { Check } from '../suite';
import { bookingCheckList } from './booking';
import { checkoutCheckList } from './checkout';
import { encodingCheckList } from './encoding';
import { errorCheckList } from './errors';
import { filterCheckList } from './filters';
import { pagingCheckList } from './paging';
import { readCheckList } from './reads';

/** Every check, in the order they run; the write flows last, each step after the one it needs. */
export const READ_CHECKS: Check[] = [
  ...readCheckList,
  ...pagingCheckList,
  ...filterCheckList,
  ...encodingCheckList,
  ...errorCheckList,
];
export const WRITE_CHECKS: Check[] = [...bookingCheckList, ...checkoutCheckList];
