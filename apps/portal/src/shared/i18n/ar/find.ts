import type { find as en } from '../en/find';

export const find: typeof en = {
  home: {
    title: 'قدّم على تأشيرتك عبر الإنترنت',
    description:
      'اعثر على التأشيرة المناسبة لجنسيتك ووجهتك، وقدّم لعائلتك كلها، وارفع المستندات، وادفع عبر زين كاش أو كي كارد، وتابع القرار.',
    heading: 'إلى أين تسافر؟',
    lead: 'اختر جنسيتك ووجهتك لترى التأشيرات التي يمكنك التقديم عليها.',
    featured: 'تأشيرات مميزة',
    latest: 'تأشيرات جديدة',
    steps: {
      title: 'كيف يعمل',
      find: 'اعثر على التأشيرة المناسبة لجنسيتك ووجهتك.',
      apply: 'املأ بيانات كل مسافر وارفع المستندات.',
      pay: 'ادفع عبر الإنترنت بزين كاش أو كي كارد.',
      follow: 'تابع القرار واستلم بريدًا إلكترونيًا عند كل خطوة.',
    },
  },
  form: {
    nationality: 'جنسيتك',
    destination: 'الوجهة',
    choose: 'اختر…',
    submit: 'اعرض التأشيرات',
  },
  results: {
    title: (destination) => `تأشيرات إلى ${destination}`,
    description: (destination, nationality) =>
      `تأشيرات إلى ${destination} لمواطني ${nationality}: السعر ومدة المعالجة والإقامة والمستندات.`,
    count: {
      zero: 'لا توجد تأشيرات متاحة',
      one: 'تأشيرة واحدة متاحة',
      two: 'تأشيرتان متاحتان',
      few: '# تأشيرات متاحة',
      many: '# تأشيرةً متاحة',
      other: '# تأشيرة متاحة',
    },
    none: 'لا توجد بعد تأشيرة إلى هذه الوجهة متاحة لجنسيتك. جرّب وجهة أخرى أو تواصل معنا.',
    pick: 'اختر جنسيتك ووجهتك كلتيهما.',
  },
  visa: {
    type: 'النوع',
    entry: 'الدخول',
    price: 'السعر لكل مسافر',
    processing: 'مدة المعالجة',
    validity: 'الصلاحية',
    stay: 'الإقامة حتى',
    days: { zero: '# يوم', one: 'يوم واحد', two: 'يومان', few: '# أيام', many: '# يومًا', other: '# يوم' },
    documents: 'المستندات المطلوب رفعها',
    fields: 'البيانات المطلوبة من كل مسافر',
    noDocuments: 'لا تحتاج هذه التأشيرة إلى مستندات.',
    nationalities: 'متاحة لمواطني',
    apply: 'قدّم الآن',
    details: 'عرض التفاصيل',
    maxSize: (size) => `حتى ${size}`,
    types: {
      tourist: 'سياحية',
      business: 'تجارية',
      transit: 'عبور',
      work: 'عمل',
      study: 'دراسة',
      medical: 'علاجية',
      religious: 'دينية',
    },
    entries: { single: 'دخول لمرة واحدة', multiple: 'دخول متعدد' },
    titleSuffix: (destination) => `تأشيرة ${destination}`,
  },
};
