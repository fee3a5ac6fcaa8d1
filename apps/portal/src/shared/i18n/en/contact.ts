// The contact screens' texts (the applicant's app); Arabic in ../ar/contact.ts with the same keys.
export const contact = {
  title: '',
};
