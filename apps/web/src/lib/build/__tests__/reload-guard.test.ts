import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnce, withChunkReload } from '../reload-guard';

describe('chunk reload guard', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads once, then refuses for 10 s', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(reloadOnce(1_000)).toBe(true);
    expect(reloadOnce(5_000)).toBe(false);
    expect(reloadOnce(11_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('re-throws a failed import when a reload just happened', async () => {
    sessionStorage.setItem('visadesk.chunk-reload-at', String(Date.now()));
    const failing = withChunkReload(() => Promise.reject(new Error('chunk gone')));
    await expect(failing()).rejects.toThrow('chunk gone');
  });
});
