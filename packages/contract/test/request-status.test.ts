import { describe, expect, it } from 'vitest';
import { allowedTransitions, canTransition, REQUEST_STATUSES, reasonRequired } from '../src';

describe('request status state machine', () => {
  it('lets only the payment flow mark a request Paid', () => {
    expect(canTransition('Requested', 'Paid', 'payment')).toBe(true);
    expect(canTransition('Requested', 'Paid', 'admin')).toBe(false);
  });

  it('follows the documented admin workflow', () => {
    expect(allowedTransitions('Paid', 'admin')).toEqual(['InProcess', 'Canceled']);
    expect(allowedTransitions('InProcess', 'admin')).toEqual(['Approved', 'Rejected', 'Modified']);
    expect(allowedTransitions('Modified', 'applicant')).toEqual(['InProcess', 'Canceled']);
  });

  it('ends at Approved, Rejected and Canceled', () => {
    for (const end of ['Approved', 'Rejected', 'Canceled'] as const) {
      for (const actor of ['admin', 'applicant', 'payment'] as const)
        expect(allowedTransitions(end, actor)).toEqual([]);
    }
  });

  it('requires a reason for Rejected and Modified only', () => {
    const needing = REQUEST_STATUSES.flatMap((from) =>
      REQUEST_STATUSES.filter((to) => reasonRequired(from, to)).map((to) => `${from}->${to}`),
    );
    expect(needing.sort()).toEqual(['InProcess->Modified', 'InProcess->Rejected']);
  });
});
