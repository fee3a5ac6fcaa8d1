import type { PersonalField, RequestStatus } from '@visadesk/contract';

export const common = {
  siteName: 'VisaDesk',
  tagline: 'Visas for Iraqi travellers, applied for online',
  skipToContent: 'Skip to content',
  /** Said once where times are listed; `zone` is e.g. "Baghdad time". */
  timesIn: (zone: string) => `All times are ${zone}.`,
  nav: {
    label: 'Main',
    find: 'Find a visa',
    track: 'Track a request',
    applications: 'My applications',
    account: 'Account',
    signIn: 'Sign in',
    contact: 'Contact us',
    /** The phone header's disclosure that holds the links. */
    menu: 'Menu',
  },
  language: { switchTo: 'العربية', switchToLang: 'ar' },
  footer: {
    rights: 'VisaDesk visa agency',
    staff: 'Staff sign-in',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist or has moved.',
    home: 'Go to the home page',
  },
  serverError: {
    title: 'Something went wrong',
    body: 'Please try again in a moment.',
  },
  /** Titles of the applicant's app pages (the server writes them into each page's head). */
  pages: {
    signIn: 'Sign in',
    register: 'Create your account',
    verifyEmail: 'Finish creating your account',
    forgotPassword: 'Forgot your password?',
    resetPassword: 'Choose a new password',
    account: 'Your account',
    apply: 'Apply for a visa',
    applications: 'My applications',
    application: 'Application',
    paymentResult: 'Payment',
    contact: 'Contact us',
    ticket: 'Conversation',
    ticketAnswer: 'Our answer',
  },
  appDescription: 'Apply for a visa online, pay and follow the decision.',
  noScript: 'This page needs JavaScript. Turn it on in your browser, or track a request without it.',
  errors: {
    unexpected: 'Something went wrong on our side. Please try again.',
    network: 'You seem to be offline. Nothing was lost: try again when you are connected.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    unavailable: 'The service is busy for a moment. Please try again shortly.',
    rejected: 'This could not be done. Check what you entered and try again.',
    reference: 'Reference:',
    /** Texts for the contract's error codes the applicant may meet; others show the server's message. */
    byCode: {
      UPLOAD_LIMIT:
        'You have reached the most documents this application (or your account) may hold. Remove a document you no longer need, then add the new one.',
      UPLOAD_RATE_LIMITED: 'You have uploaded a lot in the last hour. Please try again a little later.',
    } as Record<string, string>,
  },
  loading: 'Loading…',
  retry: 'Try again',
  back: 'Back',
  requiredMark: 'required',
  /** The three parts of a date field (day, month by name, year). */
  dateParts: { day: 'Day', month: 'Month', year: 'Year', chooseMonth: 'Choose a month' },
  statuses: {
    Requested: 'Awaiting payment',
    Paid: 'Paid',
    InProcess: 'In process',
    Modified: 'Changes requested',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Canceled: 'Canceled',
  } satisfies Record<RequestStatus, string>,
  personalFields: {
    FullName: 'Full name',
    FullQuadRupleName: 'Full four-part name',
    PassportNumber: 'Passport number',
    Email: 'Email',
    DateOfBirth: 'Date of birth',
    TravelDate: 'Travel date',
    ReturnDate: 'Return date',
    PassportExpiry: 'Passport expiry date',
    LastEntry: 'Last entry date',
    EducationDegree: 'Education degree',
    TravelReason: 'Reason for travel',
    DestinationAirport: 'Destination airport',
  } satisfies Record<PersonalField, string>,
};
