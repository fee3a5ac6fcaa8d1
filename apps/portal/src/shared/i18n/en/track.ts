export const track = {
  title: 'Track a request',
  description:
    'Follow a visa request with its tracking reference and the traveller’s passport number or email.',
  lead: 'Enter the request’s tracking reference and the traveller’s passport number or email. No account needed.',
  reference: 'Tracking reference',
  // The example reference follows, in Latin letters (it is typed as it is written).
  referenceHint: (n: string) => `${n} letters and digits, as in your confirmation mail, for example`,
  secret: 'Passport number or email',
  submit: 'Track',
  notFound: 'No request matches this reference and passport number or email. Check both and try again.',
  invalid: 'Enter the 15-character tracking reference and the passport number or email.',
  limited: 'Too many attempts for this reference or passport number or email. Wait a while and try again.',
  status: 'Status',
  visa: 'Visa',
  submitted: 'Submitted',
  updated: 'Last change',
  signInForMore:
    'Sign in to see every traveller, what our staff wrote to you, fix what was asked and follow each step.',
};
