// The follow screens' texts (the applicant's app); Arabic in ../ar/follow.ts with the same keys.
export const follow = {
  title: '',
};
