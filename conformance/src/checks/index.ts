import type { Check } from '../suite';
import { bookingFlowChecks, createBookingCheck } from './booking';
import { createRefusals, reserveRefusals } from './calendar';
import { checkoutCheckList } from './checkout';
import { corsCheckList } from './cors';
import { encodingCheckList } from './encoding';
import { errorCheckList } from './errors';
import { filterCheckList } from './filters';
import { checkoutLimitChecks, repairLimitChecks } from './limits';
import { pagingCheckList } from './paging';
import { readCheckList } from './reads';

/** Every check, in the order they run; the write flows last, each step after the one it needs. */
export const READ_CHECKS: Check[] = [
  ...readCheckList,
  ...pagingCheckList,
  ...filterCheckList,
  ...encodingCheckList,
  ...errorCheckList,
  ...corsCheckList,
];
export const WRITE_CHECKS: Check[] = [
  createBookingCheck,
  ...createRefusals,
  ...repairLimitChecks,
  ...reserveRefusals,
  ...bookingFlowChecks,
  ...checkoutCheckList,
  ...checkoutLimitChecks,
];
