// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planText, readPlan } from '../../../src/commerce/subscription';

// Subscription plans: a billing period and numBillingCycles, non-zero meaning a finite number of
// payments.

const plan = (numBillingCycles: unknown) =>
  readPlan({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles });

describe('readPlan', () => {
  it('takes a whole, positive number of payments', () => {
    expect(plan(6)).toEqual({ every: 1, unit: 'MONTH', numBillingCycles: 6 });
    expect(planText(plan(6)!)).toBe('Renews monthly, for 6 payments');
  });

  it('reads any other count as until cancelled', () => {
    for (const cycles of [-3, 2.5, 0, undefined, 'many', Number.MAX_VALUE]) {
      expect(plan(cycles)?.numBillingCycles).toBe(0);
    }
    expect(planText(plan(-3)!)).toBe('Renews monthly, until cancelled');
  });
});
