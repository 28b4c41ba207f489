// Subscription plans (runtime.md section 3): a billing period (value and unit week, month or
// year) and numBillingCycles, non-zero meaning a finite number of payments. The spec names the
// texts' cases (weekly, monthly and yearly renewal, every N periods, indefinite, or for {p}
// payments), not their words: the words are ours (./strings.ts).
import { formatMessage } from '../i18n/strings';
import { asNumber, asRecord, asString, isRecord } from '../lib/coerce';
import { commerceStrings as s } from './strings';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface SubscriptionPlan {
  /** Every `every` units. */
  every: number;
  unit: BillingUnit;
  /** 0: until cancelled; otherwise that many payments. */
  numBillingCycles: number;
}

const UNITS: readonly BillingUnit[] = ['WEEK', 'MONTH', 'YEAR'];

/** The plan of `value` (a product's subscriptionPlan), or null when it has no usable period. */
export function readPlan(value: unknown): SubscriptionPlan | null {
  if (!isRecord(value)) return null;
  const period = asRecord(value.billingPeriod);
  const unit = asString(period.unit).toUpperCase().replace(/S$/, '') as BillingUnit;
  const every = asNumber(period.value);
  if (!UNITS.includes(unit) || !Number.isSafeInteger(every) || every < 1) return null;
  const cycles = asNumber(value.numBillingCycles);
  return {
    every,
    unit,
    numBillingCycles: Number.isSafeInteger(cycles) && cycles > 0 ? cycles : 0,
  };
}

/** "Renews monthly, until cancelled", "Renews every 2 weeks, for 6 payments". */
export function planText(plan: SubscriptionPlan): string {
  const period =
    plan.every === 1
      ? s.renewsEach[plan.unit]
      : formatMessage(s.renewsEvery, { count: plan.every, unit: s.periodUnits[plan.unit] });
  const length =
    plan.numBillingCycles === 0
      ? s.renewsIndefinitely
      : formatMessage(s.renewsFor, { count: plan.numBillingCycles });
  return `${period}, ${length}`;
}
