import { describe, expect, it, vi } from 'vitest';
import { preloadAfterSignIn, provideAfterSignIn, runAfterSignIn } from '../after-sign-in';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('after sign-in', () => {
  it('runs what the app shell gave once its module arrives, and at once when warmed up', async () => {
    const task = vi.fn();
    const load = vi.fn(async () => task);
    provideAfterSignIn(load);
    runAfterSignIn();
    expect(task).not.toHaveBeenCalled();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);

    provideAfterSignIn(load);
    preloadAfterSignIn();
    await settle();
    runAfterSignIn();
    // Warmed up: sent in the same task as the sign-in answer.
    expect(task).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
