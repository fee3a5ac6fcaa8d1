import { deflateSync } from 'node:zlib';
import type { DemoRandom } from './demo-random';

/**
 * The demo's documents, made in code (no binary files in git): small PNG images (a passport
 * photo, a passport's data page, an ID card) and one-page PDFs with a few lines of text. They are
 * valid files of their type, so the upload path detects them from their bytes like any other.
 */

export interface DemoFile {
  data: Buffer;
  fileName: string;
}

type Rgb = readonly [number, number, number];

/** An RGB raster with the few shapes the demo images need. */
class Canvas {
  readonly pixels: Uint8Array;
  /** Drawing outside this box is dropped (a portrait stays inside its photo frame). */
  clip = { x0: 0, y0: 0, x1: Number.POSITIVE_INFINITY, y1: Number.POSITIVE_INFINITY };

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  private set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    if (x < this.clip.x0 || y < this.clip.y0 || x >= this.clip.x1 || y >= this.clip.y1) return;
    const i = (y * this.width + x) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb) {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++)
      for (let x = Math.max(0, x0); x < Math.min(this.width, x0 + w); x++) this.set(x, y, color);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb) {
    for (let y = Math.floor(cy - ry); y <= cy + ry; y++)
      for (let x = Math.floor(cx - rx); x <= cx + rx; x++)
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) this.set(x, y, color);
  }

  /** Grey bars standing in for printed text, of varying lengths. */
  text(x: number, y: number, maxWidth: number, lines: number, rng: DemoRandom, color: Rgb = [70, 74, 82]) {
    for (let i = 0; i < lines; i++)
      this.rect(x, y + i * 14, Math.round(maxWidth * rng.between(0.45, 1)), 5, color);
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A truecolour, 8-bit, non-interlaced PNG of the pixels (RGB, row by row). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SKIN: Rgb[] = [
  [241, 200, 167],
  [224, 172, 135],
  [198, 143, 104],
  [160, 110, 78],
];
const HAIR: Rgb[] = [
  [35, 28, 24],
  [58, 40, 30],
  [90, 62, 42],
];
const CLOTHES: Rgb[] = [
  [38, 52, 84],
  [30, 30, 34],
  [92, 96, 104],
  [120, 34, 48],
  [26, 86, 78],
];

/** A head-and-shoulders portrait; women in about half the pictures wear a headscarf. */
function drawPortrait(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  sex: 'm' | 'f',
  rng: DemoRandom,
) {
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const clothes = rng.pick(CLOTHES);
  c.clip = { x0: x, y0: y, x1: x + w, y1: y + h };
  const cx = x + w / 2;
  const headY = y + h * 0.4;
  const headRx = w * 0.22;
  const headRy = h * 0.22;
  c.ellipse(cx, y + h * 1.05, w * 0.48, h * 0.36, clothes);
  c.rect(
    Math.round(cx - w * 0.08),
    Math.round(headY + headRy * 0.6),
    Math.round(w * 0.16),
    Math.round(h * 0.14),
    skin,
  );
  const scarf = sex === 'f' && rng.chance(0.55);
  if (scarf) c.ellipse(cx, headY + headRy * 0.15, headRx * 1.35, headRy * 1.3, rng.pick(CLOTHES));
  else c.ellipse(cx, headY - headRy * 0.25, headRx * 1.08, headRy * (sex === 'f' ? 1.1 : 0.9), hair);
  if (sex === 'f' && !scarf)
    c.rect(
      Math.round(cx - headRx * 1.08),
      Math.round(headY),
      Math.round(headRx * 2.16),
      Math.round(headRy * 1.1),
      hair,
    );
  c.ellipse(cx, headY + headRy * 0.1, headRx, headRy, skin);
  if (sex === 'm' && rng.chance(0.5))
    c.ellipse(cx, headY + headRy * 0.72, headRx * 0.62, headRy * 0.35, hair);
  const eye: Rgb = [40, 32, 30];
  c.ellipse(cx - headRx * 0.38, headY, Math.max(1.2, w * 0.018), Math.max(1.2, h * 0.014), eye);
  c.ellipse(cx + headRx * 0.38, headY, Math.max(1.2, w * 0.018), Math.max(1.2, h * 0.014), eye);
  c.rect(
    Math.round(cx - headRx * 0.3),
    Math.round(headY + headRy * 0.5),
    Math.round(headRx * 0.6),
    Math.max(1, Math.round(h * 0.01)),
    [150, 80, 70],
  );
  c.clip = { x0: 0, y0: 0, x1: Number.POSITIVE_INFINITY, y1: Number.POSITIVE_INFINITY };
}

/** A passport photo on a white or pale blue background. */
export function photoPng(sex: 'm' | 'f', rng: DemoRandom): Buffer {
  const c = new Canvas(
    180,
    225,
    rng.pick<Rgb>([
      [250, 250, 250],
      [236, 242, 250],
    ]),
  );
  drawPortrait(c, 0, 0, 180, 225, sex, rng);
  return c.png();
}

/** A scanned passport data page: paper, its colour band, the photo, printed fields and the MRZ. */
export function passportPng(sex: 'm' | 'f', nationality: string, rng: DemoRandom): Buffer {
  const c = new Canvas(360, 250, [222, 222, 218]);
  const paper: Rgb = nationality === 'IQ' ? [238, 240, 228] : [240, 236, 230];
  c.rect(8, 8, 344, 234, paper);
  for (let y = 8; y < 242; y += 9) c.rect(8, y, 344, 1, [228, 231, 218]);
  c.rect(8, 8, 344, 26, nationality === 'IQ' ? [22, 64, 52] : [96, 30, 42]);
  c.text(120, 16, 140, 1, rng, [232, 236, 226]);
  c.rect(22, 46, 86, 108, [244, 244, 244]);
  drawPortrait(c, 22, 46, 86, 108, sex, rng);
  c.text(124, 50, 210, 7, rng);
  // Machine-readable zone: two rows of characters and filler.
  for (const row of [190, 214]) {
    for (let x = 20; x < 340; x += 8) {
      if (rng.chance(0.78)) c.rect(x, row, 6, 12, [44, 46, 50]);
      else c.rect(x, row + 5, 6, 2, [44, 46, 50]);
    }
  }
  return c.png();
}

/** A scanned card (national ID, residence card): the card on the scanner's glass. */
export function cardPng(sex: 'm' | 'f', rng: DemoRandom): Buffer {
  const c = new Canvas(320, 210, [214, 216, 220]);
  const card: Rgb = rng.pick<Rgb>([
    [224, 236, 244],
    [236, 232, 244],
    [232, 242, 230],
  ]);
  c.rect(14, 16, 292, 178, card);
  c.rect(
    14,
    16,
    292,
    28,
    rng.pick<Rgb>([
      [30, 84, 140],
      [40, 110, 70],
      [110, 60, 120],
    ]),
  );
  c.rect(32, 62, 76, 96, [246, 246, 246]);
  drawPortrait(c, 32, 62, 76, 96, sex, rng);
  c.rect(124, 62, 34, 26, [214, 182, 92]);
  c.text(124, 100, 160, 5, rng);
  c.text(34, 172, 250, 1, rng);
  return c.png();
}

/** A one-page A4 PDF: a bold title and lines of Helvetica text (ASCII). */
export function encodePdf(title: string, lines: string[]): Buffer {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (ch) => `\\${ch}`);
  const content = [
    'BT /F2 17 Tf 56 780 Td',
    `(${ascii(title)}) Tj ET`,
    '0.6 w 56 768 m 539 768 l S',
    ...lines.map((line, i) => `BT /F1 11 Tf 56 ${740 - i * 18} Td (${ascii(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  // Everything is ASCII but the binary marker on line two, so character offsets are byte offsets.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** What a document is about: the traveller and the trip. */
export interface DocumentContext {
  name: string;
  passportNumber: string;
  sex: 'm' | 'f';
  nationality: string;
  minor: boolean;
  dateOfBirth: string;
  destination: { name: string; city: string; hotel: string; code: string };
  travelDate: string;
  returnDate: string;
  arabic: boolean;
}

const money = (n: number) => `${n.toLocaleString('en-US')} IQD`;
const BANKS = ['Rafidain Bank', 'Rasheed Bank', 'Trade Bank of Iraq', 'Kurdistan International Bank'];

/** The PDF's title and lines for a document requirement. */
function pdfText(requirement: string, d: DocumentContext, rng: DemoRandom): [string, string[]] {
  const holder = `Name: ${d.name.toUpperCase()}`;
  switch (requirement) {
    case 'bank': {
      const opening = rng.int(20, 180) * 100_000;
      const deposits = rng.int(10, 90) * 100_000;
      const withdrawals = rng.int(5, 60) * 100_000;
      return [
        `${rng.pick(BANKS)} - Account statement`,
        [
          `Account holder: ${d.name.toUpperCase()}`,
          `Account number: 0${rng.digits(3)}-${rng.digits(6)}-${rng.digits(2)}`,
          'Period: the last six months',
          `Opening balance: ${money(opening)}`,
          `Deposits: ${money(deposits)}`,
          `Withdrawals: ${money(withdrawals)}`,
          `Closing balance: ${money(opening + deposits - withdrawals)}`,
          'Stamped and signed by the branch manager.',
        ],
      ];
    }
    case 'hotel':
      return [
        `${d.destination.hotel} - Booking confirmation`,
        [
          `Confirmation number: H${rng.digits(7)}`,
          `Guest: ${d.name}`,
          `City: ${d.destination.city}`,
          `Check-in: ${d.travelDate}`,
          `Check-out: ${d.returnDate}`,
          'Room: Standard double, breakfast included',
          'Status: CONFIRMED, paid in full',
        ],
      ];
    case 'ticket':
      return [
        'Iraqi Airways - Electronic ticket',
        [
          `Passenger: ${d.name.toUpperCase()}`,
          `Ticket number: 073-${rng.digits(10)}`,
          `Outbound: BGW - ${d.destination.code}  ${d.travelDate}`,
          `Return: ${d.destination.code} - BGW  ${d.returnDate}`,
          'Class: Economy, baggage 2 x 23 kg',
        ],
      ];
    case 'insurance':
      return [
        'Travel medical insurance certificate',
        [
          holder,
          `Passport: ${d.passportNumber}`,
          `Cover: ${d.travelDate} to ${d.returnDate}`,
          'Medical expenses and repatriation up to 30,000 EUR',
          `Policy number: TI-${rng.digits(8)}`,
        ],
      ];
    case 'invitation':
      return [
        'Letter of invitation',
        [
          `We invite ${d.name} (passport ${d.passportNumber})`,
          `to visit our offices in ${d.destination.city}`,
          `from ${d.travelDate} to ${d.returnDate} for business meetings.`,
          'All local costs are covered by the host company.',
          'Signed: General Manager',
        ],
      ];
    case 'employment':
      return [
        'To whom it may concern',
        [
          `This is to certify that ${d.name}`,
          `has been employed with us since ${rng.int(2008, 2021)} as ${rng.pick(['Engineer', 'Accountant', 'Project Manager', 'Pharmacist', 'Teacher'])}.`,
          `Monthly salary: ${money(rng.int(8, 35) * 100_000)}.`,
          'The employee has been granted leave for the trip and will resume work on return.',
          'Human Resources Department',
        ],
      ];
    case 'admission':
      return [
        'Offer of admission',
        [
          `Dear ${d.name},`,
          `We are pleased to offer you a place at our university in ${d.destination.city}`,
          `for the programme starting ${d.travelDate}.`,
          'Tuition for the first year has been received.',
          'Admissions Office',
        ],
      ];
    case 'medical':
      return [
        'Medical report',
        [
          `Patient: ${d.name}, born ${d.dateOfBirth}`,
          'Diagnosis and treatment plan attached.',
          `The patient is referred for treatment in ${d.destination.city}.`,
          'Expected length of treatment: four weeks.',
          'Signed and stamped by the treating physician.',
        ],
      ];
    case 'birth':
      return [
        'Birth certificate (translation)',
        [
          holder,
          `Date of birth: ${d.dateOfBirth}`,
          'Place of birth: Baghdad',
          'Both parents consent to the journey.',
          'Certified translation from Arabic.',
        ],
      ];
    case 'previousVisas':
      return [
        'Previous visas',
        [
          holder,
          'Copies of the visas issued in the last five years are attached.',
          'All visas were used as issued.',
        ],
      ];
    default:
      return ['Supporting document', [holder, `Passport: ${d.passportNumber}`]];
  }
}

const FILE_NAMES: Record<string, [string, string]> = {
  passport: ['passport-scan.png', 'جواز السفر.png'],
  photo: ['photo.png', 'صورة شخصية.png'],
  nationalId: ['national-id.png', 'البطاقة الوطنية.png'],
  residence: ['residence-card.png', 'بطاقة السكن.png'],
  bank: ['bank-statement.pdf', 'كشف حساب.pdf'],
  hotel: ['hotel-booking.pdf', 'حجز الفندق.pdf'],
  ticket: ['flight-ticket.pdf', 'تذكرة الطيران.pdf'],
  insurance: ['travel-insurance.pdf', 'تأمين السفر.pdf'],
  invitation: ['invitation-letter.pdf', 'رسالة دعوة.pdf'],
  employment: ['employment-letter.pdf', 'تأييد استمرارية.pdf'],
  admission: ['admission-letter.pdf', 'القبول الجامعي.pdf'],
  medical: ['medical-report.pdf', 'تقرير طبي.pdf'],
  birth: ['birth-certificate.pdf', 'شهادة الميلاد.pdf'],
  previousVisas: ['previous-visas.pdf', 'التأشيرات السابقة.pdf'],
};

/** How many different faces (and scans) the demo draws per kind of image: enough to look varied. */
const IMAGE_VARIANTS = 6;

/**
 * A file answering a requirement (by its catalog key): images for passports, photos and cards,
 * PDFs for the rest. Arabic-speaking applicants name some of their files in Arabic. Images come
 * from a small pool (`images`, filled on first use): drawing hundreds costs seconds at start.
 */
export function demoDocument(
  requirement: string,
  d: DocumentContext,
  rng: DemoRandom,
  images: Map<string, Buffer>,
): DemoFile {
  const [en, ar] = FILE_NAMES[requirement] ?? [`${requirement}.pdf`, `${requirement}.pdf`];
  const fileName = d.arabic && rng.chance(0.6) ? ar : en;
  const image = (draw: () => Buffer) => {
    const variant = [...d.passportNumber].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % IMAGE_VARIANTS;
    const key = `${requirement}:${d.sex}:${d.nationality === 'IQ'}:${variant}`;
    let data = images.get(key);
    if (!data) {
      data = draw();
      images.set(key, data);
    }
    return { data, fileName };
  };
  switch (requirement) {
    case 'passport':
      return image(() => passportPng(d.sex, d.nationality, rng));
    case 'photo':
      return image(() => photoPng(d.sex, rng));
    case 'nationalId':
    case 'residence':
      return image(() => cardPng(d.sex, rng));
    default: {
      const [title, lines] = pdfText(requirement, d, rng);
      return { data: encodePdf(title, lines), fileName };
    }
  }
}
