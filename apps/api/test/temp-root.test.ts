import { describe, expect, it } from 'vitest';
import { leftBehind } from './temp-root';

describe('the run folder check', () => {
  it('names scratch folders a test left in the system temporary directory, not other runs or files', () => {
    const before = new Set(['visadesk-test-old', 'unrelated']);
    expect(
      leftBehind(before, [
        'visadesk-test-old',
        'visadesk-test-abc',
        'visadesk-proc-1',
        'bench-smoke-x',
        'visadesk-api-run-2',
        'visadesk-e2e-3',
        'visadesk-script-4',
        'unrelated',
        'other-tool',
      ]),
    ).toEqual(['visadesk-test-abc', 'visadesk-proc-1', 'bench-smoke-x']);
  });
});
