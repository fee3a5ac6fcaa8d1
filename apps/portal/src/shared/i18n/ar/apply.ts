import type { apply as en } from '../en/apply';

export const apply: typeof en = {
  title: '',
};
