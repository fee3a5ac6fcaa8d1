import type { follow as en } from '../en/follow';

export const follow: typeof en = {
  title: '',
};
