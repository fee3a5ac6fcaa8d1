import type { Locale, RequestStatus } from '@visadesk/contract';
import type { TransactionGateway } from '@visadesk/db';

/**
 * Every text of the applicant's mails, in both languages, under the same keys (the type makes
 * Arabic carry exactly English's keys, and test/applicant-mails.test.ts checks the keys and the
 * `{placeholders}` of each text). Placeholders are filled by applicant-mails.ts, which escapes
 * every value in HTML. Subjects carry references and words of ours only, never what an applicant
 * or a staff member typed.
 */
const en = {
  greeting: 'Dear {name},',
  greetingNoName: 'Hello,',
  closing: 'Thank you for choosing VisaDesk.',
  signature: 'The VisaDesk team',
  automated: 'This is an automatic message about your application; please do not reply to it.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  currency: 'IQD',
  nextHeading: 'What happens next',
  labels: {
    application: 'Application',
    visa: 'Visa',
    travellers: 'Travellers',
    total: 'Total to pay',
    amount: 'Amount paid',
    gateway: 'Paid with',
    request: 'Request',
    traveller: 'Traveller',
    status: 'New status',
    reason: 'Reason from our staff',
    tracking: 'Tracking reference',
    submittedAt: 'Submitted on',
    changedAt: 'Changed on',
  },
  /** Beside a note written in the other language (HTML only). */
  writtenIn: { en: 'written in English', ar: 'written in Arabic' },
  submitted: {
    subject: 'We received your visa application {reference}',
    intro: 'We received your visa application {reference}. Here is what you submitted:',
    next: 'We start processing your application once it is paid. Pay the total and follow each request in the portal:',
    action: 'Pay and follow your application',
  },
  paid: {
    subject: 'Payment received for your application {reference}',
    intro: 'We received your payment for application {reference}. Thank you.',
    next: "Our staff will now process each request. We will email you whenever a request's status changes, and you can follow them in the portal:",
    action: 'Follow your application',
  },
  status: {
    subject: 'Request {reference}: {status}',
    intro: 'The status of request {reference} is now: {status}.',
    action: 'Follow your application',
    actionModified: 'Fix and resubmit',
    next: {
      Requested: 'Pay for it in the portal so that we can process it.',
      Paid: 'We received the payment; our staff will start processing the request soon.',
      InProcess:
        'Our staff are processing the request. Nothing is needed from you for now; we will email you when it moves on.',
      Approved: 'Good news: the visa is approved. Open the request in the portal for the details.',
      Rejected: 'This request is closed. The price you paid for it will be refunded to you.',
      Modified:
        'Please fix what our staff asked for above, then resubmit the request in the portal. We continue processing it once you resubmit it.',
      Canceled:
        'This request is canceled and will not be processed. If you paid for it, its price will be refunded to you.',
    } satisfies Record<RequestStatus, string>,
  },
  ticketReply: {
    subject: 'VisaDesk answered your message',
    intro: 'Our staff answered the message you sent us.',
    yourMessage: 'Your message',
    answer: 'Our answer',
    nextSignedIn: 'You can read the whole conversation and write back in the portal:',
    action: 'Open the conversation',
  },
  // A visitor's ticket gave an address nobody proved: the notice carries no text anyone typed.
  ticketNotice: {
    subject: 'VisaDesk answered a message sent with your email address',
    intro: 'Our staff answered a message sent to us through our website with this email address.',
    next: 'The link below shows the answer; it works only from this mailbox. If you did not write to us, you can ignore this email.',
    action: 'Read the answer',
  },
  statuses: {
    Requested: 'Requested',
    Paid: 'Paid',
    InProcess: 'In process',
    Modified: 'Changes requested',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Canceled: 'Canceled',
  } satisfies Record<RequestStatus, string>,
  gateways: {
    'qi-card': 'Qi Card',
    'zain-cash': 'ZainCash',
    cash: 'Cash at our office',
  } satisfies Record<TransactionGateway, string>,
};

export type ApplicantMailTexts = typeof en;

const ar: ApplicantMailTexts = {
  greeting: 'مرحبًا {name}،',
  greetingNoName: 'مرحبًا،',
  closing: 'شكرًا لاختيارك VisaDesk.',
  signature: 'فريق VisaDesk',
  automated: 'هذه رسالة آلية بشأن طلبك؛ يُرجى عدم الرد عليها.',
  linkFallback: 'إن لم يعمل الزر، فانسخ هذا العنوان إلى متصفحك:',
  currency: 'دينار عراقي',
  nextHeading: 'الخطوة التالية',
  labels: {
    application: 'طلب التأشيرة',
    visa: 'التأشيرة',
    travellers: 'المسافرون',
    total: 'المبلغ المطلوب',
    amount: 'المبلغ المدفوع',
    gateway: 'طريقة الدفع',
    request: 'طلب المسافر',
    traveller: 'المسافر',
    status: 'الحالة الجديدة',
    reason: 'السبب كما ذكره موظفونا',
    tracking: 'رقم التتبّع',
    submittedAt: 'تاريخ التقديم',
    changedAt: 'تاريخ التغيير',
  },
  writtenIn: { en: 'مكتوب بالإنجليزية', ar: 'مكتوب بالعربية' },
  submitted: {
    subject: 'استلمنا طلب التأشيرة {reference}',
    intro: 'استلمنا طلب التأشيرة {reference}، وهذه تفاصيل ما قدّمته:',
    next: 'نبدأ بمعالجة طلبك بعد دفع رسومه. ادفع المبلغ المطلوب وتابع كل طلب عبر البوابة:',
    action: 'ادفع وتابع طلبك',
  },
  paid: {
    subject: 'استلمنا الدفعة الخاصة بطلبك {reference}',
    intro: 'استلمنا دفعتك الخاصة بالطلب {reference}. شكرًا لك.',
    next: 'سيعالج موظفونا الآن كل طلب، وسنراسلك كلما تغيّرت حالة أحدها، ويمكنك متابعتها عبر البوابة:',
    action: 'تابع طلبك',
  },
  status: {
    subject: 'الطلب {reference}: {status}',
    intro: 'أصبحت حالة الطلب {reference}: {status}.',
    action: 'تابع طلبك',
    actionModified: 'عدّل الطلب وأعد تقديمه',
    next: {
      Requested: 'ادفع رسومه عبر البوابة لنتمكّن من معالجته.',
      Paid: 'استلمنا الدفعة، وسيبدأ موظفونا بمعالجة الطلب قريبًا.',
      InProcess: 'يعمل موظفونا على معالجة الطلب. لا يلزمك فعل شيء الآن، وسنراسلك عند أي تغيير.',
      Approved: 'أخبار سارة: تمّت الموافقة على التأشيرة. افتح الطلب في البوابة لمعرفة التفاصيل.',
      Rejected: 'أُغلق هذا الطلب، وسيُعاد إليك المبلغ الذي دفعته عنه.',
      Modified:
        'يُرجى تصحيح ما طلبه موظفونا أعلاه، ثم إعادة تقديم الطلب عبر البوابة. نتابع معالجته بعد إعادة تقديمه.',
      Canceled: 'أُلغي هذا الطلب ولن تتم معالجته. إن كنت قد دفعت رسومه، فسيُعاد إليك المبلغ.',
    },
  },
  ticketReply: {
    subject: 'ردّ فريق VisaDesk على رسالتك',
    intro: 'ردّ موظفونا على الرسالة التي أرسلتها إلينا.',
    yourMessage: 'رسالتك',
    answer: 'ردّنا',
    nextSignedIn: 'يمكنك قراءة المحادثة كاملة والرد عليها عبر البوابة:',
    action: 'افتح المحادثة',
  },
  ticketNotice: {
    subject: 'ردّ فريق VisaDesk على رسالة أُرسلت بعنوان بريدك الإلكتروني',
    intro: 'ردّ موظفونا على رسالة أُرسلت إلينا عبر موقعنا بعنوان البريد الإلكتروني هذا.',
    next: 'يعرض الرابط أدناه الرد، ولا يصل إليه إلا من يملك هذا البريد. إن لم تراسلنا، فيمكنك تجاهل هذه الرسالة.',
    action: 'اقرأ الرد',
  },
  statuses: {
    Requested: 'مُقدَّم',
    Paid: 'مدفوع',
    InProcess: 'قيد المعالجة',
    Modified: 'مطلوب تعديله',
    Approved: 'مقبول',
    Rejected: 'مرفوض',
    Canceled: 'ملغى',
  },
  gateways: {
    'qi-card': 'كي كارد',
    'zain-cash': 'زين كاش',
    cash: 'نقدًا في مكتبنا',
  },
};

export const APPLICANT_MAIL_TEXTS: Record<Locale, ApplicantMailTexts> = { en, ar };
