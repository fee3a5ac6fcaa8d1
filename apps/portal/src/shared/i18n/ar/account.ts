import type { account as en } from '../en/account';

export const account: typeof en = {
  title: '',
};
