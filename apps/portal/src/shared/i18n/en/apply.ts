// The apply screens' texts (the applicant's app); Arabic in ../ar/apply.ts with the same keys.
export const apply = {
  title: '',
};
