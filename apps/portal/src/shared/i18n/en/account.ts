// The account screens' texts (the applicant's app); Arabic in ../ar/account.ts with the same keys.
export const account = {
  title: '',
};
