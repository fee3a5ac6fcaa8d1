import type { Locale } from '@visadesk/contract';
import type { DemoRandom } from './demo-random';

/**
 * The demo agency's people: applicants (Iraqi Arab and Kurdish families, a few other Arab ones,
 * companies that send staff abroad), the travellers they submit, the agency's own staff, and what
 * they all write (reasons, notes, tickets). Every name has its Latin and Arabic spelling; people
 * who use the site in Arabic appear in Arabic script.
 */

export interface Spelled {
  en: string;
  ar: string;
}
const s = (en: string, ar: string): Spelled => ({ en, ar });
const list = (pairs: string): Spelled[] =>
  pairs
    .trim()
    .split('\n')
    .map((line) => {
      const [en, ar] = line.split('|').map((part) => part.trim());
      return s(en!, ar!);
    });

const IRAQI_MEN = list(`
  Ahmed|أحمد
  Mohammed|محمد
  Ali|علي
  Hussein|حسين
  Hassan|حسن
  Mustafa|مصطفى
  Omar|عمر
  Yousif|يوسف
  Karrar|كرار
  Haider|حيدر
  Abbas|عباس
  Mahmoud|محمود
  Sajjad|سجاد
  Murtadha|مرتضى
  Zaid|زيد
  Ammar|عمار
  Saif|سيف
  Kareem|كريم
  Salim|سالم
  Faisal|فيصل
  Majid|ماجد
  Qasim|قاسم
  Jaber|جابر
  Hadi|هادي
  Khalil|خليل
  Sabah|صباح
  Younis|يونس
  Tariq|طارق
  Laith|ليث
  Muhannad|مهند
  Firas|فراس
  Adnan|عدنان
  Jasim|جاسم
  Raad|رعد
  Hamza|حمزة
  Ibrahim|إبراهيم
  Kadhim|كاظم
  Jawad|جواد
  Salman|سلمان
  Adel|عادل
  Nabeel|نبيل
  Waleed|وليد
`);

const IRAQI_WOMEN = list(`
  Zainab|زينب
  Fatima|فاطمة
  Maryam|مريم
  Noor|نور
  Sara|سارة
  Hawraa|حوراء
  Zahraa|زهراء
  Ruqaya|رقية
  Layla|ليلى
  Huda|هدى
  Rana|رنا
  Hiba|هبة
  Aya|آية
  Shahad|شهد
  Rusul|رسل
  Dina|دينا
  Israa|إسراء
  Amal|أمل
  Rasha|رشا
  Tabarak|تبارك
  Hanan|حنان
  Samar|سمر
  Yasmin|ياسمين
  Ban|بان
  Duaa|دعاء
  Safa|صفا
`);

const IRAQI_FAMILIES = list(`
  Al-Jubouri|الجبوري
  Al-Tamimi|التميمي
  Al-Obaidi|العبيدي
  Al-Rubaie|الربيعي
  Al-Saadi|الساعدي
  Al-Dulaimi|الدليمي
  Al-Zubaidi|الزبيدي
  Al-Khafaji|الخفاجي
  Al-Musawi|الموسوي
  Al-Hashimi|الهاشمي
  Al-Ani|العاني
  Al-Rawi|الراوي
  Al-Shammari|الشمري
  Al-Bayati|البياتي
  Al-Lami|اللامي
  Al-Kaabi|الكعبي
  Al-Azzawi|العزاوي
  Al-Janabi|الجنابي
  Al-Asadi|الأسدي
  Al-Bahadli|البهادلي
  Al-Fartousi|الفرطوسي
`);

const KURDISH_MEN = list(`
  Rebin|ريبين
  Karwan|كاروان
  Aram|آرام
  Shvan|شفان
  Dara|دارا
  Hemin|هيمن
  Sherko|شيركو
  Azad|آزاد
  Hawre|هاوري
  Soran|سوران
  Dilshad|دلشاد
  Bakhtiyar|بختيار
  Sirwan|سيروان
  Zana|زانا
  Rawand|رواند
  Kawa|كاوه
  Aziz|عزيز
  Rasul|رسول
  Qadir|قادر
  Salih|صالح
  Jalal|جلال
  Othman|عثمان
`);

const KURDISH_WOMEN = list(`
  Shilan|شيلان
  Dilan|ديلان
  Rozhin|روجين
  Avin|آفين
  Nasik|ناسك
  Shno|شنو
  Bahar|بهار
  Lana|لانا
  Shadan|شادان
  Zhyan|جيان
  Sazan|سازان
  Darya|داريا
  Naz|ناز
`);

interface OtherArabs {
  nationality: string;
  men: Spelled[];
  women: Spelled[];
  families: Spelled[];
}

const OTHER_ARABS: OtherArabs[] = [
  {
    nationality: 'SY',
    men: list('Rami|رامي\nKhaled|خالد\nBassel|باسل\nFadi|فادي\nWissam|وسام\nMazen|مازن'),
    women: list('Rania|رانيا\nLama|لمى\nReem|ريم\nHala|هالة\nRuba|ربى'),
    families: list('Haddad|حداد\nAl-Halabi|الحلبي\nAl-Shami|الشامي\nKanaan|كنعان'),
  },
  {
    nationality: 'JO',
    men: list('Yazan|يزن\nTamer|تامر\nOmar|عمر\nHamzeh|حمزة\nLaith|ليث'),
    women: list('Dana|دانا\nLeen|لين\nTala|تالا\nSaja|سجى'),
    families: list('Al-Majali|المجالي\nAl-Zoubi|الزعبي\nAl-Khatib|الخطيب\nAbu Hammour|أبو حمور'),
  },
  {
    nationality: 'LB',
    men: list('Elie|إيلي\nGeorges|جورج\nKarim|كريم\nWalid|وليد\nNadim|نديم'),
    women: list('Joelle|جويل\nMaya|مايا\nNadine|نادين\nRita|ريتا'),
    families: list('Khoury|خوري\nNassar|نصار\nSaab|صعب\nHaddad|حداد'),
  },
  {
    nationality: 'EG',
    men: list('Sherif|شريف\nHany|هاني\nAhmed|أحمد\nMahmoud|محمود\nTarek|طارق'),
    women: list('Mona|منى\nHeba|هبة\nYasmine|ياسمين\nNesma|نسمة'),
    families: list('Abdel-Rahman|عبد الرحمن\nEl-Sayed|السيد\nMansour|منصور\nFarouk|فاروق'),
  },
];

/** Company accounts: someone in HR or operations applies for colleagues (Iraqi staff). */
const COMPANIES = [
  { contact: 'Daniel Brooks', company: 'Basra Energy Services' },
  { contact: 'Emma Clarke', company: 'Tigris Relief' },
  { contact: 'Oliver Grant', company: 'Northgate Logistics, Erbil' },
  { contact: 'Haider Kadhim Al-Lami', company: 'Mesopotamia Tours' },
];

const EDUCATION = [
  s('Bachelor of Engineering', 'بكالوريوس هندسة'),
  s('Bachelor of Science in Nursing', 'بكالوريوس تمريض'),
  s('Master of Business Administration', 'ماجستير إدارة أعمال'),
  s('Diploma in Accounting', 'دبلوم محاسبة'),
  s('High school', 'الدراسة الإعدادية'),
  s('Bachelor of Law', 'بكالوريوس قانون'),
  s('Bachelor of Medicine', 'بكالوريوس طب وجراحة عامة'),
  s('PhD in Chemistry', 'دكتوراه كيمياء'),
];

export type Origin = 'iraqi' | 'kurdish' | 'other-arab' | 'company';

/** One traveller, the same each time they travel (same passport, same birthday). */
export interface DemoPerson {
  sex: 'm' | 'f';
  nationality: string;
  given: Spelled;
  father: Spelled;
  grandfather: Spelled;
  greatGrandfather: Spelled;
  family: Spelled | null;
  dateOfBirth: string;
  passportNumber: string;
  /** Years after the seed's year that the passport expires. */
  passportYears: number;
  education: Spelled;
  minor: boolean;
}

export const fullName = (p: DemoPerson, script: Locale) =>
  [p.given, p.father, p.family ?? p.grandfather].map((n) => n[script]).join(' ');
export const quadrupleName = (p: DemoPerson, script: Locale) =>
  [p.given, p.father, p.grandfather, p.greatGrandfather, ...(p.family ? [p.family] : [])]
    .map((n) => n[script])
    .join(' ');

export interface DemoApplicant {
  fullName: string;
  email: string;
  phone: string | null;
  locale: Locale;
  origin: Origin;
  /** Who this account submits: a family, one person (now and then with a companion), or colleagues. */
  kind: 'family' | 'single' | 'company';
  /** Themselves first for families and singles; colleagues for companies. */
  people: DemoPerson[];
  /** How often they apply, relative to the others. */
  weight: number;
}

/** Makes people with unique passport numbers and email addresses. */
export class PeopleFactory {
  private readonly passports = new Set<string>();
  private readonly emails = new Set<string>();

  constructor(
    private readonly rng: DemoRandom,
    /** The seed's current year, for birthdays and passport validity. */
    private readonly year: number,
  ) {}

  private names(origin: Origin, nationality: string) {
    const other = OTHER_ARABS.find((o) => o.nationality === nationality);
    if (other) return { men: other.men, women: other.women, families: other.families, familyShare: 1 };
    if (origin === 'kurdish') return { men: KURDISH_MEN, women: KURDISH_WOMEN, families: [], familyShare: 0 };
    return { men: IRAQI_MEN, women: IRAQI_WOMEN, families: IRAQI_FAMILIES, familyShare: 0.55 };
  }

  private passport(nationality: string): string {
    for (;;) {
      const letter =
        nationality === 'IQ' ? this.rng.pick(['A', 'A', 'B', 'G']) : this.rng.pick(['N', 'P', 'R']);
      const number = `${letter}${this.rng.int(1, 9)}${this.rng.digits(7)}`;
      if (!this.passports.has(number)) {
        this.passports.add(number);
        return number;
      }
    }
  }

  private birthday(minAge: number, maxAge: number): string {
    const year = this.year - this.rng.int(minAge, maxAge);
    return `${year}-${String(this.rng.int(1, 12)).padStart(2, '0')}-${String(this.rng.int(1, 28)).padStart(2, '0')}`;
  }

  /** Someone with a lineage of their own (given name, father, grandfather, great-grandfather). */
  person(
    origin: Origin,
    nationality: string,
    sex: 'm' | 'f',
    age: [number, number],
    lineage?: Pick<DemoPerson, 'father' | 'grandfather' | 'greatGrandfather' | 'family'>,
  ): DemoPerson {
    const names = this.names(origin, nationality);
    const family =
      lineage?.family !== undefined
        ? lineage.family
        : names.families.length > 0 && this.rng.chance(names.familyShare)
          ? this.rng.pick(names.families)
          : null;
    const minor = age[1] < 18;
    return {
      sex,
      nationality,
      given: this.rng.pick(sex === 'm' ? names.men : names.women),
      father: lineage?.father ?? this.rng.pick(names.men),
      grandfather: lineage?.grandfather ?? this.rng.pick(names.men),
      greatGrandfather: lineage?.greatGrandfather ?? this.rng.pick(names.men),
      family,
      dateOfBirth: this.birthday(age[0], age[1]),
      passportNumber: this.passport(nationality),
      passportYears: this.rng.int(2, 8),
      education: minor ? s('Primary school', 'الدراسة الابتدائية') : this.rng.pick(EDUCATION),
      minor,
    };
  }

  /** Children of `parent` (and of a father with the given name when the parent is the mother). */
  children(parent: DemoPerson, origin: Origin, father: DemoPerson | null, count: number): DemoPerson[] {
    const dad = parent.sex === 'm' ? parent : father;
    const lineage = dad
      ? { father: dad.given, grandfather: dad.father, greatGrandfather: dad.grandfather, family: dad.family }
      : undefined;
    return Array.from({ length: count }, () =>
      this.person(origin, parent.nationality, this.rng.chance(0.5) ? 'm' : 'f', [2, 16], lineage),
    );
  }

  email(
    person: { given: Spelled; family: Spelled | null; father: Spelled } | string,
    domain = 'example.net',
  ) {
    const base =
      typeof person === 'string'
        ? person
        : `${person.given.en}.${(person.family ?? person.father).en.replace(/^(Al|El|Abu|Abdel)-?\s*/i, '')}`;
    const clean = base.toLowerCase().replace(/[^a-z.]/g, '');
    for (let n = 0; ; n++) {
      const address = `${clean}${n === 0 ? '' : n + 1}@${domain}`;
      if (!this.emails.has(address)) {
        this.emails.add(address);
        return address;
      }
    }
  }

  phone(): string {
    return `+964${this.rng.pick(['770', '771', '772', '780', '781', '750', '751', '790'])}${this.rng.digits(7)}`;
  }

  /** The demo applicant (applicant@visadesk.test): a Baghdad family of four, in English. */
  demoFamily(): DemoPerson[] {
    const zaid: DemoPerson = {
      ...this.person('iraqi', 'IQ', 'm', [38, 38]),
      given: s('Zaid', 'زيد'),
      father: s('Adel', 'عادل'),
      grandfather: s('Salman', 'سلمان'),
      greatGrandfather: s('Hameed', 'حميد'),
      family: null,
    };
    const noor: DemoPerson = {
      ...this.person('iraqi', 'IQ', 'f', [35, 35]),
      given: s('Noor', 'نور'),
      father: s('Kareem', 'كريم'),
      grandfather: s('Hassan', 'حسن'),
      greatGrandfather: s('Jaber', 'جابر'),
      family: null,
    };
    const [ali, maryam] = this.children(zaid, 'iraqi', null, 2) as [DemoPerson, DemoPerson];
    return [
      zaid,
      noor,
      { ...ali, sex: 'm', given: s('Ali', 'علي') },
      { ...maryam, sex: 'f', given: s('Maryam', 'مريم') },
    ];
  }

  /** The rest of the roster: `count` applicants in a stable, mixed order. */
  applicants(count: number): DemoApplicant[] {
    // Mostly Iraqi Arab families, then Kurdish ones, companies and other Arab nationalities.
    const origins: Origin[] = [];
    const cycle: Origin[] = ['iraqi', 'iraqi', 'kurdish', 'iraqi', 'company', 'iraqi', 'other-arab'];
    for (let i = 0; origins.length < count; i++) origins.push(cycle[i % cycle.length]!);
    let companies = 0;
    let others = 0;
    return origins.map((wanted) => {
      let origin = wanted;
      if (origin === 'company' && companies >= COMPANIES.length) origin = 'iraqi';
      if (origin === 'company') return this.company(COMPANIES[companies++]!);
      const nationality =
        origin === 'other-arab' ? OTHER_ARABS[others++ % OTHER_ARABS.length]!.nationality : 'IQ';
      return this.household(origin, nationality);
    });
  }

  private household(origin: Origin, nationality: string): DemoApplicant {
    const kind = this.rng.chance(origin === 'other-arab' ? 0.5 : 0.65) ? 'family' : 'single';
    const sex = kind === 'family' ? (this.rng.chance(0.75) ? 'm' : 'f') : this.rng.chance(0.5) ? 'm' : 'f';
    const self = this.person(origin, nationality, sex, kind === 'family' ? [30, 58] : [20, 66]);
    const people = [self];
    if (kind === 'family') {
      const spouse = this.person(origin, nationality, sex === 'm' ? 'f' : 'm', [26, 58]);
      people.push(spouse, ...this.children(self, origin, sex === 'f' ? spouse : null, this.rng.int(1, 3)));
    } else {
      // A sibling or friend who comes along now and then.
      people.push(this.person(origin, nationality, this.rng.chance(0.5) ? 'm' : 'f', [20, 60]));
    }
    // Arabic-speaking applicants use the site in Arabic about half the time (Kurds less often).
    const locale: Locale = this.rng.chance(origin === 'kurdish' ? 0.3 : 0.5) ? 'ar' : 'en';
    return {
      fullName: fullName(self, locale),
      email: this.email(self),
      phone: this.rng.chance(0.85) ? this.phone() : null,
      locale,
      origin,
      kind,
      people,
      weight: kind === 'family' ? this.rng.int(1, 3) : this.rng.int(1, 2),
    };
  }

  private company(c: (typeof COMPANIES)[number]): DemoApplicant {
    const staff = Array.from({ length: 7 }, () =>
      this.person('iraqi', 'IQ', this.rng.chance(0.7) ? 'm' : 'f', [24, 55]),
    );
    return {
      fullName: c.contact,
      email: this.email(c.contact.replace(/ /g, '.').replace(/Al-/g, ''), 'example.org'),
      phone: this.phone(),
      locale: 'en',
      origin: 'company',
      kind: 'company',
      people: staff,
      weight: 5,
    };
  }
}

/** The agency's staff besides the demo admin: who processes, who handles money. */
export const DEMO_STAFF = [
  {
    name: 'Hiba Saad Al-Hashimi',
    email: 'hiba.saad@visadesk.test',
    locale: 'en' as Locale,
    permissions: ['process-requests', 'view-finance'] as const,
  },
  {
    name: 'Mohammed Jasim Al-Obaidi',
    email: 'mohammed.jasim@visadesk.test',
    locale: 'ar' as Locale,
    permissions: ['process-requests', 'view-finance', 'export-data'] as const,
  },
  {
    name: 'Rana Fadhil Al-Tamimi',
    email: 'rana.fadhil@visadesk.test',
    locale: 'ar' as Locale,
    permissions: ['process-requests', 'view-finance'] as const,
  },
];

/** Where travellers land, and where the demo's bookings are made. */
export const DESTINATIONS: Record<string, { airport: string; code: string; city: string; hotel: string }> = {
  TR: { airport: 'Istanbul Airport (IST)', code: 'IST', city: 'Istanbul', hotel: 'Hilton Istanbul Bomonti' },
  AE: { airport: 'Dubai International (DXB)', code: 'DXB', city: 'Dubai', hotel: 'Rove Downtown' },
  JO: { airport: 'Queen Alia International (AMM)', code: 'AMM', city: 'Amman', hotel: 'Landmark Amman' },
  LB: {
    airport: 'Beirut-Rafic Hariri International (BEY)',
    code: 'BEY',
    city: 'Beirut',
    hotel: 'Gefinor Rotana',
  },
  EG: { airport: 'Cairo International (CAI)', code: 'CAI', city: 'Cairo', hotel: 'Steigenberger Tahrir' },
  SA: {
    airport: 'King Abdulaziz International (JED)',
    code: 'JED',
    city: 'Jeddah',
    hotel: 'Makkah Clock Royal Tower',
  },
  QA: {
    airport: 'Hamad International (DOH)',
    code: 'DOH',
    city: 'Doha',
    hotel: 'Souq Waqif Boutique Hotels',
  },
  KW: {
    airport: 'Kuwait International (KWI)',
    code: 'KWI',
    city: 'Kuwait City',
    hotel: 'Jumeirah Messilah Beach',
  },
  BH: {
    airport: 'Bahrain International (BAH)',
    code: 'BAH',
    city: 'Manama',
    hotel: 'The Diplomat Radisson Blu',
  },
  OM: { airport: 'Muscat International (MCT)', code: 'MCT', city: 'Muscat', hotel: 'Crowne Plaza Muscat' },
  IR: { airport: 'Mashhad International (MHD)', code: 'MHD', city: 'Mashhad', hotel: 'Darvishi Royal Hotel' },
  SY: { airport: 'Damascus International (DAM)', code: 'DAM', city: 'Damascus', hotel: 'Beit Al Mamlouka' },
  GE: { airport: 'Tbilisi International (TBS)', code: 'TBS', city: 'Tbilisi', hotel: 'Radisson Blu Iveria' },
  AM: { airport: 'Zvartnots International (EVN)', code: 'EVN', city: 'Yerevan', hotel: 'Ani Grand Hotel' },
  AZ: {
    airport: 'Heydar Aliyev International (GYD)',
    code: 'GYD',
    city: 'Baku',
    hotel: 'Boulevard Hotel Baku',
  },
  RU: {
    airport: 'Sheremetyevo International (SVO)',
    code: 'SVO',
    city: 'Moscow',
    hotel: 'Azimut City Hotel',
  },
  IN: {
    airport: 'Indira Gandhi International (DEL)',
    code: 'DEL',
    city: 'New Delhi',
    hotel: 'The Park New Delhi',
  },
  MY: {
    airport: 'Kuala Lumpur International (KUL)',
    code: 'KUL',
    city: 'Kuala Lumpur',
    hotel: 'Traders Hotel',
  },
  TH: { airport: 'Suvarnabhumi (BKK)', code: 'BKK', city: 'Bangkok', hotel: 'Novotel Sukhumvit 20' },
  ID: {
    airport: 'Soekarno-Hatta International (CGK)',
    code: 'CGK',
    city: 'Jakarta',
    hotel: 'Ashley Wahid Hasyim',
  },
  CN: {
    airport: 'Beijing Capital International (PEK)',
    code: 'PEK',
    city: 'Beijing',
    hotel: 'Novotel Peace',
  },
  JP: { airport: 'Narita International (NRT)', code: 'NRT', city: 'Tokyo', hotel: 'Hotel Gracery Shinjuku' },
  KR: {
    airport: 'Incheon International (ICN)',
    code: 'ICN',
    city: 'Seoul',
    hotel: 'Lotte City Hotel Myeongdong',
  },
  GB: {
    airport: 'London Heathrow (LHR)',
    code: 'LHR',
    city: 'London',
    hotel: 'Park Plaza Westminster Bridge',
  },
  DE: {
    airport: 'Frankfurt Airport (FRA)',
    code: 'FRA',
    city: 'Frankfurt',
    hotel: 'Motel One Frankfurt-Messe',
  },
  FR: { airport: 'Paris Charles de Gaulle (CDG)', code: 'CDG', city: 'Paris', hotel: 'Novotel Paris Centre' },
  IT: { airport: 'Rome Fiumicino (FCO)', code: 'FCO', city: 'Rome', hotel: 'Hotel Artemide' },
  ES: { airport: 'Madrid-Barajas (MAD)', code: 'MAD', city: 'Madrid', hotel: 'Hotel Regina' },
  NL: { airport: 'Amsterdam Schiphol (AMS)', code: 'AMS', city: 'Amsterdam', hotel: 'Hotel Casa' },
  US: {
    airport: 'Washington Dulles International (IAD)',
    code: 'IAD',
    city: 'Washington',
    hotel: 'Hilton Arlington',
  },
  CA: {
    airport: 'Toronto Pearson International (YYZ)',
    code: 'YYZ',
    city: 'Toronto',
    hotel: 'Chelsea Hotel',
  },
  AU: { airport: 'Sydney Kingsford Smith (SYD)', code: 'SYD', city: 'Sydney', hotel: 'Meriton Suites' },
};

/** Why people travel, by visa type. */
export const TRAVEL_REASONS: Record<string, Spelled[]> = {
  tourist: [
    s('Family holiday', 'عطلة عائلية'),
    s('Tourism', 'سياحة'),
    s('Visiting relatives', 'زيارة أقارب'),
  ],
  business: [
    s('Meetings with suppliers', 'اجتماعات مع الموردين'),
    s('Trade fair', 'معرض تجاري'),
    s('Training at the head office', 'دورة تدريبية في المقر الرئيسي'),
  ],
  medical: [
    s('Follow-up treatment at the hospital', 'متابعة العلاج في المستشفى'),
    s('Eye surgery', 'عملية جراحية للعين'),
    s('Cardiology consultation', 'استشارة في أمراض القلب'),
  ],
  religious: [s('Pilgrimage', 'زيارة دينية'), s('Ziyarat with the family', 'زيارة مع العائلة')],
  work: [s('Employment contract', 'عقد عمل')],
  study: [s('University studies', 'دراسة جامعية')],
  transit: [s('Connecting flight', 'رحلة ترانزيت')],
};

/** What staff ask to be changed (Modified), by the requirement concerned. */
export const CHANGE_REASONS: Record<string, Spelled> = {
  passport: s(
    'Please upload a passport scan where the whole photo page is readable.',
    'يرجى رفع صورة واضحة لصفحة البيانات كاملة في جواز السفر.',
  ),
  photo: s(
    'The photo must be recent and on a white background (4×6 cm).',
    'يجب أن تكون الصورة حديثة وبخلفية بيضاء بقياس ٤×٦ سم.',
  ),
  bank: s(
    "The bank statement must cover the last six months and carry the bank's stamp.",
    'يجب أن يغطي كشف الحساب آخر ستة أشهر وأن يكون مختوماً من المصرف.',
  ),
  hotel: s(
    'The hotel booking does not cover the whole stay; please send the full booking.',
    'الحجز الفندقي لا يغطي كامل مدة الإقامة، يرجى إرسال الحجز الكامل.',
  ),
  nationalId: s('Both sides of the national card are needed.', 'نحتاج إلى وجهي البطاقة الوطنية.'),
  employment: s(
    'The employment letter must state the position and the salary.',
    'يجب أن يذكر كتاب تأييد الاستمرارية المنصب والراتب.',
  ),
  medical: s(
    "The medical report must be on the hospital's letterhead and signed.",
    'يجب أن يكون التقرير الطبي على ورق المستشفى الرسمي وموقعاً.',
  ),
};

export const REJECTION_REASONS: Spelled[] = [
  s(
    'The embassy refused the visa: insufficient proof of financial means.',
    'رفضت السفارة منح التأشيرة: عدم كفاية الإثبات المالي.',
  ),
  s(
    'The passport expires less than six months after the return date.',
    'تنتهي صلاحية الجواز بعد أقل من ستة أشهر من تاريخ العودة.',
  ),
  s(
    'The embassy refused the visa without giving a reason; a new application is possible after three months.',
    'رفضت السفارة التأشيرة دون ذكر السبب، ويمكن التقديم مجدداً بعد ثلاثة أشهر.',
  ),
  s(
    'A previous overstay is recorded at the destination.',
    'يوجد تجاوز سابق لمدة الإقامة مسجل في بلد الوصول.',
  ),
];

/** Internal notes staff leave (in the language they work in). */
export const NOTES: Record<'pickup' | 'approved' | 'canceled' | 'general', Spelled[]> = {
  pickup: [
    s(
      'Documents checked; file sent to the embassy portal.',
      'تم تدقيق المستمسكات وإرسال الملف إلى بوابة السفارة.',
    ),
    s('Called the applicant to confirm the travel dates.', 'تم الاتصال بمقدم الطلب لتأكيد مواعيد السفر.'),
    s('Embassy appointment booked for next week.', 'تم حجز موعد في السفارة للأسبوع القادم.'),
    s('Biometrics appointment needed; applicant informed.', 'يحتاج إلى موعد البصمة، تم إبلاغ مقدم الطلب.'),
  ],
  approved: [
    s(
      'E-visa sent to the applicant by WhatsApp.',
      'تم إرسال التأشيرة الإلكترونية إلى مقدم الطلب عبر واتساب.',
    ),
    s('Passport with visa ready for pickup at the office.', 'الجواز مع التأشيرة جاهز للاستلام من المكتب.'),
  ],
  canceled: [
    s(
      'Applicant changed travel plans; refund to be paid back.',
      'غيّر مقدم الطلب خطة السفر، يجب إعادة المبلغ.',
    ),
    s('No answer from the applicant for two weeks.', 'لا رد من مقدم الطلب منذ أسبوعين.'),
  ],
  general: [
    s(
      'Applicant asked whether an express appointment is possible.',
      'استفسر مقدم الطلب عن إمكانية موعد مستعجل.',
    ),
    s('Waiting for the embassy to answer.', 'بانتظار رد السفارة.'),
  ],
};

export const UNPAID_CANCEL_NOTE = s(
  'No payment received within two weeks of submission.',
  'لم يتم الدفع خلال أسبوعين من تقديم الطلب.',
);

export const CASH_NOTES = ['Paid at the Karrada office', 'Paid at the Mansour office', 'دفع نقداً في المكتب'];

/** Tickets: what applicants (about one of their requests), companies and visitors ask the agency. */
export const TICKETS: {
  from: 'applicant' | 'company' | 'visitor';
  subject: Spelled;
  message: Spelled;
  status: 'open' | 'in-progress' | 'closed';
  /** The staff answer that moved it (tickets still open have none yet). */
  answer?: Spelled;
}[] = [
  {
    from: 'applicant',
    subject: s(
      'Payment went through but the request still shows Requested',
      'تم الدفع لكن الطلب ما زال قيد الانتظار',
    ),
    message: s(
      'I paid with my card an hour ago and the money left my account, but the request has not changed. Can you check?',
      'دفعت بالبطاقة قبل ساعة وتم خصم المبلغ من حسابي لكن حالة الطلب لم تتغير. هل يمكنكم التحقق؟',
    ),
    status: 'closed',
    answer: s(
      'We found your payment: the provider confirmed it late. The request is Paid now and you received the payment email.',
      'وجدنا دفعتك، فقد تأخر مزوّد الدفع في تأكيدها. أصبحت حالة الطلب مدفوعًا ووصلتك رسالة الدفع.',
    ),
  },
  {
    from: 'applicant',
    subject: s('Can I change the travel date?', 'هل يمكن تغيير تاريخ السفر؟'),
    message: s(
      'Our flight moved by one week. Do we need a new application or can you update the dates?',
      'تم تأجيل رحلتنا أسبوعاً واحداً. هل نحتاج إلى طلب جديد أم يمكنكم تعديل التواريخ؟',
    ),
    status: 'in-progress',
    answer: s(
      'Yes, no new application is needed. Reply here with the new flight ticket and we will update the dates before the embassy appointment.',
      'نعم، لا حاجة إلى طلب جديد. أرسل إلينا تذكرة الطيران الجديدة هنا وسنعدّل التواريخ قبل موعد السفارة.',
    ),
  },
  {
    from: 'visitor',
    subject: s('How long does the UK visa take?', 'كم تستغرق تأشيرة بريطانيا؟'),
    message: s(
      'I would like to visit my brother in London in the summer. When should I apply?',
      'أرغب بزيارة أخي في لندن في الصيف. متى يجب أن أقدم الطلب؟',
    ),
    status: 'open',
  },
  {
    from: 'visitor',
    subject: s('Documents for my children', 'مستمسكات الأطفال'),
    message: s(
      'My children do not have national cards yet. Is the birth certificate enough?',
      'أطفالي ليس لديهم بطاقة وطنية بعد. هل تكفي شهادة الميلاد؟',
    ),
    status: 'closed',
    answer: s(
      'Yes: for children under 12 the birth certificate replaces the national card. Upload it in the national card slot.',
      'نعم، للأطفال دون 12 سنة تكفي شهادة الميلاد بدل البطاقة الوطنية. ارفعها في خانة البطاقة الوطنية.',
    ),
  },
  {
    from: 'company',
    subject: s('Receipt for the company', 'وصل للشركة'),
    message: s(
      'Please send an invoice in the name of the company for the last three business visas.',
      'يرجى إرسال فاتورة باسم الشركة لآخر ثلاث تأشيرات عمل.',
    ),
    status: 'in-progress',
    answer: s(
      "We are preparing the invoice in the company's name; it will be ready at the Karrada office tomorrow.",
      'نعمل على إعداد الفاتورة باسم الشركة، وستكون جاهزة في مكتب الكرادة غدًا.',
    ),
  },
  {
    from: 'applicant',
    subject: s('Visa approved: when can I collect the passport?', 'تمت الموافقة: متى أستلم الجواز؟'),
    message: s(
      'The request says Approved. Is the passport at the Karrada office already?',
      'حالة الطلب موافق عليه. هل الجواز موجود في مكتب الكرادة؟',
    ),
    status: 'open',
  },
  {
    from: 'applicant',
    subject: s('Refund for the canceled request', 'استرجاع مبلغ الطلب الملغى'),
    message: s(
      'We canceled one traveller. When will the amount be returned to my ZainCash wallet?',
      'ألغينا طلب أحد المسافرين. متى يعاد المبلغ إلى محفظة زين كاش؟',
    ),
    status: 'open',
  },
  {
    from: 'visitor',
    subject: s('Question about travel insurance', 'سؤال عن تأمين السفر'),
    message: s(
      'Do you sell the travel insurance for Schengen visas or should I buy it elsewhere?',
      'هل توفرون تأمين السفر لتأشيرات شنغن أم يجب شراؤه من جهة أخرى؟',
    ),
    status: 'closed',
    answer: s(
      'We do not sell insurance, but any insurer approved for Schengen visas is accepted, with cover of at least 30,000 euros.',
      'لا نبيع التأمين، لكننا نقبل أي شركة تأمين معتمدة لتأشيرات شنغن بتغطية لا تقل عن 30,000 يورو.',
    ),
  },
];

/** People who write to the agency without an account. */
export const VISITORS = [
  { name: 'Ahmed Raad Hussein', email: 'ahmed.raad@example.com', phone: '+9647711234500' },
  { name: 'نور الهدى قاسم', email: 'noor.qasim@example.com', phone: null },
  { name: 'Karwan Aziz', email: 'karwan.aziz@example.com', phone: '+9647504411220' },
];
