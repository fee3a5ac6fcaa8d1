import type { PersonalField, VisaType } from '@visadesk/contract';

/** Demo countries; each has a flag in apps/api/seed-assets/flags/<iso2>.png (flag-icons, MIT). */
export const DEMO_COUNTRIES: [iso2: string, nameEn: string, nameAr: string][] = [
  ['IQ', 'Iraq', 'العراق'],
  ['TR', 'Turkey', 'تركيا'],
  ['AE', 'United Arab Emirates', 'الإمارات العربية المتحدة'],
  ['JO', 'Jordan', 'الأردن'],
  ['LB', 'Lebanon', 'لبنان'],
  ['EG', 'Egypt', 'مصر'],
  ['SA', 'Saudi Arabia', 'المملكة العربية السعودية'],
  ['QA', 'Qatar', 'قطر'],
  ['KW', 'Kuwait', 'الكويت'],
  ['BH', 'Bahrain', 'البحرين'],
  ['OM', 'Oman', 'عُمان'],
  ['IR', 'Iran', 'إيران'],
  ['SY', 'Syria', 'سوريا'],
  ['GE', 'Georgia', 'جورجيا'],
  ['AM', 'Armenia', 'أرمينيا'],
  ['AZ', 'Azerbaijan', 'أذربيجان'],
  ['RU', 'Russia', 'روسيا'],
  ['IN', 'India', 'الهند'],
  ['MY', 'Malaysia', 'ماليزيا'],
  ['TH', 'Thailand', 'تايلاند'],
  ['ID', 'Indonesia', 'إندونيسيا'],
  ['CN', 'China', 'الصين'],
  ['JP', 'Japan', 'اليابان'],
  ['KR', 'South Korea', 'كوريا الجنوبية'],
  ['GB', 'United Kingdom', 'المملكة المتحدة'],
  ['DE', 'Germany', 'ألمانيا'],
  ['FR', 'France', 'فرنسا'],
  ['IT', 'Italy', 'إيطاليا'],
  ['ES', 'Spain', 'إسبانيا'],
  ['NL', 'Netherlands', 'هولندا'],
  ['US', 'United States', 'الولايات المتحدة'],
  ['CA', 'Canada', 'كندا'],
  ['AU', 'Australia', 'أستراليا'],
];

export interface DemoRequirement {
  key: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  kind: 'document' | 'information';
}

export const DEMO_REQUIREMENTS: DemoRequirement[] = [
  {
    key: 'passport',
    nameEn: 'Passport copy',
    nameAr: 'نسخة من جواز السفر',
    descriptionEn: 'Colour scan of the photo page, valid for at least six months.',
    descriptionAr: 'صورة ملونة لصفحة البيانات، صالحة لستة أشهر على الأقل.',
    kind: 'document',
  },
  {
    key: 'photo',
    nameEn: 'Personal photo',
    nameAr: 'صورة شخصية',
    descriptionEn: 'Recent photo on a white background, 4×6 cm.',
    descriptionAr: 'صورة حديثة بخلفية بيضاء، بقياس ٤×٦ سم.',
    kind: 'document',
  },
  {
    key: 'nationalId',
    nameEn: 'National ID card',
    nameAr: 'البطاقة الوطنية',
    descriptionEn: 'Both sides of the unified national card.',
    descriptionAr: 'وجها البطاقة الوطنية الموحدة.',
    kind: 'document',
  },
  {
    key: 'bank',
    nameEn: 'Bank statement',
    nameAr: 'كشف حساب بنكي',
    descriptionEn: 'Stamped statement of the last six months.',
    descriptionAr: 'كشف مختوم لآخر ستة أشهر.',
    kind: 'document',
  },
  {
    key: 'hotel',
    nameEn: 'Hotel booking',
    nameAr: 'حجز فندقي',
    descriptionEn: 'Confirmed booking for the whole stay.',
    descriptionAr: 'حجز مؤكد لكامل مدة الإقامة.',
    kind: 'document',
  },
  {
    key: 'ticket',
    nameEn: 'Return flight ticket',
    nameAr: 'تذكرة طيران ذهاب وعودة',
    descriptionEn: 'Reservation showing both flights.',
    descriptionAr: 'حجز يوضح رحلتي الذهاب والعودة.',
    kind: 'document',
  },
  {
    key: 'insurance',
    nameEn: 'Travel insurance',
    nameAr: 'تأمين السفر',
    descriptionEn: 'Medical cover of at least 30,000 EUR for Schengen visas.',
    descriptionAr: 'تغطية طبية لا تقل عن ٣٠٬٠٠٠ يورو لتأشيرات شنغن.',
    kind: 'document',
  },
  {
    key: 'invitation',
    nameEn: 'Invitation letter',
    nameAr: 'رسالة دعوة',
    descriptionEn: 'Letter from the host company or person.',
    descriptionAr: 'رسالة من الشركة أو الشخص المضيف.',
    kind: 'document',
  },
  {
    key: 'employment',
    nameEn: 'Employment letter',
    nameAr: 'تأييد استمرارية بالعمل',
    descriptionEn: 'Letter from the employer stating position and salary.',
    descriptionAr: 'كتاب من جهة العمل يبين المنصب والراتب.',
    kind: 'document',
  },
  {
    key: 'admission',
    nameEn: 'University admission',
    nameAr: 'قبول جامعي',
    descriptionEn: 'Admission letter from the university.',
    descriptionAr: 'كتاب القبول الصادر من الجامعة.',
    kind: 'document',
  },
  {
    key: 'medical',
    nameEn: 'Medical report',
    nameAr: 'تقرير طبي',
    descriptionEn: 'Report from the treating hospital.',
    descriptionAr: 'تقرير من المستشفى المعالج.',
    kind: 'document',
  },
  {
    key: 'residence',
    nameEn: 'Residence card',
    nameAr: 'بطاقة السكن',
    descriptionEn: 'Current residence card.',
    descriptionAr: 'بطاقة السكن الحالية.',
    kind: 'document',
  },
  {
    key: 'birth',
    nameEn: 'Birth certificate (for minors)',
    nameAr: 'شهادة الميلاد (للقاصرين)',
    descriptionEn: 'For travellers under 18, with parental consent.',
    descriptionAr: 'للمسافرين دون ١٨ عاماً مع موافقة ولي الأمر.',
    kind: 'document',
  },
  {
    key: 'previousVisas',
    nameEn: 'Previous visas',
    nameAr: 'التأشيرات السابقة',
    descriptionEn: 'Copies of visas issued in the last five years.',
    descriptionAr: 'نسخ من التأشيرات الصادرة خلال آخر خمس سنوات.',
    kind: 'document',
  },
  {
    key: 'address',
    nameEn: 'Address at destination',
    nameAr: 'العنوان في بلد الوصول',
    descriptionEn: 'Where you will stay, as written on the booking.',
    descriptionAr: 'مكان الإقامة كما هو مذكور في الحجز.',
    kind: 'information',
  },
];

export interface DemoVisa {
  destination: string;
  type: VisaType;
  entry: 'single' | 'multiple';
  validityDays: number;
  stayDays: number;
  processingDays: number;
  price: number;
  featured?: boolean;
}

const TYPE_NAMES: Record<VisaType, [string, string]> = {
  tourist: ['Tourist visa', 'تأشيرة سياحية'],
  business: ['Business visa', 'تأشيرة عمل تجاري'],
  transit: ['Transit visa', 'تأشيرة عبور'],
  work: ['Work visa', 'تأشيرة عمل'],
  study: ['Study visa', 'تأشيرة دراسية'],
  medical: ['Medical treatment visa', 'تأشيرة علاج'],
  religious: ['Religious visit visa', 'تأشيرة زيارة دينية'],
};

export const visaTitle = (type: VisaType, nameEn: string, nameAr: string): [string, string] => [
  `${TYPE_NAMES[type][0]} — ${nameEn}`,
  `${TYPE_NAMES[type][1]} إلى ${nameAr}`,
];

const v = (
  destination: string,
  type: VisaType,
  price: number,
  processingDays: number,
  stayDays = 30,
  validityDays = 90,
  entry: 'single' | 'multiple' = 'single',
  featured = false,
): DemoVisa => ({ destination, type, price, processingDays, stayDays, validityDays, entry, featured });

/** Prices in whole IQD, as an agency in Baghdad might list them. */
export const DEMO_VISAS: DemoVisa[] = [
  v('TR', 'tourist', 95_000, 3, 30, 180, 'single', true),
  v('TR', 'business', 180_000, 7, 60, 180, 'multiple'),
  v('AE', 'tourist', 150_000, 4, 30, 60, 'single', true),
  v('AE', 'work', 650_000, 14, 90, 90),
  v('JO', 'tourist', 60_000, 2, 30, 90),
  v('JO', 'medical', 85_000, 2, 90, 90, 'multiple', true),
  v('LB', 'tourist', 70_000, 3),
  v('EG', 'tourist', 80_000, 5, 30, 90, 'single', true),
  v('EG', 'study', 220_000, 21, 365, 365, 'multiple'),
  v('SA', 'religious', 350_000, 10, 30, 90, 'single', true),
  v('SA', 'business', 420_000, 10, 90, 365, 'multiple'),
  v('QA', 'tourist', 120_000, 4),
  v('KW', 'business', 260_000, 10),
  v('BH', 'tourist', 90_000, 3),
  v('OM', 'tourist', 75_000, 3),
  v('IR', 'religious', 45_000, 2, 30, 90, 'single', true),
  v('IR', 'medical', 55_000, 2, 60, 90),
  v('SY', 'religious', 40_000, 2),
  v('GE', 'tourist', 65_000, 5, 30, 90, 'single', true),
  v('AM', 'tourist', 70_000, 5),
  v('AZ', 'tourist', 85_000, 4),
  v('RU', 'tourist', 210_000, 10),
  v('RU', 'study', 260_000, 30, 365, 365, 'multiple'),
  v('IN', 'medical', 140_000, 5, 60, 120, 'multiple', true),
  v('IN', 'tourist', 110_000, 5),
  v('MY', 'tourist', 115_000, 6, 30, 90, 'single', true),
  v('MY', 'study', 300_000, 30, 365, 365, 'multiple'),
  v('TH', 'tourist', 125_000, 7),
  v('ID', 'tourist', 105_000, 6),
  v('CN', 'business', 320_000, 12, 30, 180, 'multiple'),
  v('CN', 'tourist', 260_000, 12),
  v('JP', 'tourist', 280_000, 15),
  v('KR', 'tourist', 240_000, 14),
  v('GB', 'tourist', 480_000, 21, 180, 180, 'multiple', true),
  v('GB', 'study', 900_000, 21, 365, 365, 'multiple'),
  v('DE', 'tourist', 260_000, 15, 30, 90, 'single', true),
  v('FR', 'tourist', 260_000, 15),
  v('IT', 'tourist', 260_000, 15),
  v('US', 'business', 520_000, 30, 180, 365, 'multiple'),
  v('CA', 'study', 750_000, 45, 365, 365, 'multiple'),
];

/** What each visa type asks of an applicant. */
export const TYPE_REQUIREMENTS: Record<VisaType, string[]> = {
  tourist: ['passport', 'photo', 'nationalId', 'bank', 'hotel', 'ticket'],
  business: ['passport', 'photo', 'invitation', 'employment', 'bank'],
  transit: ['passport', 'photo', 'ticket'],
  work: ['passport', 'photo', 'employment', 'medical', 'residence'],
  study: ['passport', 'photo', 'admission', 'bank', 'birth'],
  medical: ['passport', 'photo', 'medical', 'bank'],
  religious: ['passport', 'photo', 'nationalId', 'address'],
};

export const TYPE_FIELDS: Record<VisaType, PersonalField[]> = {
  tourist: [
    'FullName',
    'PassportNumber',
    'Email',
    'DateOfBirth',
    'TravelDate',
    'ReturnDate',
    'PassportExpiry',
  ],
  business: [
    'FullName',
    'FullQuadRupleName',
    'PassportNumber',
    'Email',
    'DateOfBirth',
    'TravelDate',
    'ReturnDate',
    'PassportExpiry',
    'TravelReason',
  ],
  transit: ['FullName', 'PassportNumber', 'TravelDate', 'DestinationAirport'],
  work: [
    'FullName',
    'FullQuadRupleName',
    'PassportNumber',
    'Email',
    'DateOfBirth',
    'PassportExpiry',
    'EducationDegree',
    'LastEntry',
  ],
  study: [
    'FullName',
    'FullQuadRupleName',
    'PassportNumber',
    'Email',
    'DateOfBirth',
    'PassportExpiry',
    'EducationDegree',
  ],
  medical: ['FullName', 'PassportNumber', 'Email', 'DateOfBirth', 'TravelDate', 'ReturnDate', 'TravelReason'],
  religious: ['FullName', 'FullQuadRupleName', 'PassportNumber', 'DateOfBirth', 'TravelDate', 'ReturnDate'],
};

/** Nationalities the demo agency serves; visas to Iran and Syria are open to all. */
export const DEMO_NATIONALITIES = ['IQ', 'SY', 'JO', 'LB', 'EG'];
