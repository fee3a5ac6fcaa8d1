import type { Locale } from '@visadesk/contract';
import { escapeHtml } from './escape';
import type { OutgoingMail } from './outgoing-mail';

export type AccountMailTemplate =
  | 'verify-email'
  | 'already-registered'
  | 'reset-password'
  | 'password-changed';

interface Copy {
  subject: string;
  /** Paragraphs; `{link}` alone on a paragraph becomes the button/URL. */
  paragraphs: string[];
}

// No mail repeats anything the requester typed (name, phone): a stranger who registers someone
// else's address cannot put words of their own into that person's inbox.
const COPY: Record<AccountMailTemplate, Record<Locale, Copy>> = {
  'verify-email': {
    en: {
      subject: 'Confirm your email address for VisaDesk',
      paragraphs: [
        'Someone, hopefully you, asked to create a VisaDesk account with this email address.',
        'To finish, open this link within 24 hours and choose your password there:',
        '{link}',
        'If it was not you, ignore this email: no account is created without the link, and only the password chosen through it will open the account.',
      ],
    },
    ar: {
      subject: 'أكّد عنوان بريدك الإلكتروني في VisaDesk',
      paragraphs: [
        'طلب شخصٌ ما، نأمل أن تكون أنت، إنشاء حساب في VisaDesk بعنوان البريد الإلكتروني هذا.',
        'لإكمال التسجيل، افتح هذا الرابط خلال 24 ساعة واختر كلمة مرورك هناك:',
        '{link}',
        'إن لم تكن أنت، فتجاهل هذه الرسالة: لا يُنشأ أي حساب دون هذا الرابط، ولا يفتح الحساب إلا كلمة المرور المختارة عبره.',
      ],
    },
  },
  'already-registered': {
    en: {
      subject: 'Someone tried to register with your email address',
      paragraphs: [
        'Someone tried to create a new VisaDesk account with this email address, which already has an account.',
        'If it was you, sign in with this address, or choose "Forgot password" on the sign-in page to set a new password.',
        'If it was not you, you can ignore this email: your account has not changed.',
      ],
    },
    ar: {
      subject: 'حاول شخصٌ ما التسجيل بعنوان بريدك الإلكتروني',
      paragraphs: [
        'حاول شخصٌ ما إنشاء حساب جديد في VisaDesk بعنوان البريد الإلكتروني هذا، وله حساب بالفعل.',
        'إن كنت أنت، فسجّل الدخول بهذا العنوان، أو اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول لتعيين كلمة مرور جديدة.',
        'إن لم تكن أنت، فيمكنك تجاهل هذه الرسالة: لم يتغيّر شيء في حسابك.',
      ],
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your VisaDesk password',
      paragraphs: [
        'Someone, hopefully you, asked to reset the password of the VisaDesk account with this email address.',
        'To choose a new password, open this link within one hour (it works once):',
        '{link}',
        'If it was not you, ignore this email: your password stays as it is.',
      ],
    },
    ar: {
      subject: 'إعادة تعيين كلمة مرور VisaDesk',
      paragraphs: [
        'طلب شخصٌ ما، نأمل أن تكون أنت، إعادة تعيين كلمة مرور حساب VisaDesk المرتبط بهذا البريد الإلكتروني.',
        'لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة واحدة (يعمل مرة واحدة):',
        '{link}',
        'إن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ],
    },
  },
  // Sent when a signed-in applicant changes the password: if it was not them, they learn at once.
  'password-changed': {
    en: {
      subject: 'Your VisaDesk password was changed',
      paragraphs: [
        'The password of the VisaDesk account with this email address was just changed from the profile page. Every other signed-in device was signed out.',
        'If it was you, there is nothing more to do.',
        'If it was not you, choose "Forgot password" on the sign-in page at once to set a new password, then contact us.',
      ],
    },
    ar: {
      subject: 'تم تغيير كلمة مرور VisaDesk',
      paragraphs: [
        'تم للتو تغيير كلمة مرور حساب VisaDesk المرتبط بهذا البريد الإلكتروني من صفحة الملف الشخصي، وتم تسجيل الخروج من كل الأجهزة الأخرى.',
        'إن كنت أنت، فلا حاجة إلى أي إجراء آخر.',
        'إن لم تكن أنت، فاختر «نسيت كلمة المرور» في صفحة تسجيل الدخول فورًا لتعيين كلمة مرور جديدة، ثم تواصل معنا.',
      ],
    },
  },
};

/** Renders one account mail as plain text and simple HTML in the recipient's language. */
export function accountMail(
  template: AccountMailTemplate,
  to: string,
  locale: Locale,
  link?: string | undefined,
): OutgoingMail {
  const copy = COPY[template][locale];
  const paragraphs = copy.paragraphs.filter((p) => p !== '{link}' || link);
  const text = paragraphs.map((p) => (p === '{link}' ? link! : p)).join('\n\n');
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs
    .map((p) =>
      p === '{link}'
        ? `<p><a href="${escapeHtml(link!)}" dir="ltr">${escapeHtml(link!)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5">
${body}
</body>
</html>`;
  return { to, locale, template, subject: copy.subject, text: `${text}\n`, html };
}
