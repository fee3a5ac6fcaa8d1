import type { upload as en } from '../en/upload';

export const upload: typeof en = {
  accepts: (types, max) => `الأنواع المقبولة: ${types} · بحدٍّ أقصى ${max}`,
  takePhoto: 'التقط صورة',
  chooseFile: 'اختر ملفًا',
  replace: 'استبدل الملف',
  cancel: 'ألغِ الرفع',
  uploading: (file, percent) => `جارٍ رفع ${file}: ${percent}`,
  empty: 'هذا الملف فارغ. اختر ملفًا آخر.',
  wrongType: (types) => `هذا النوع من الملفات غير مقبول هنا. استخدم ${types}.`,
  tooLarge: (size, max) => `حجم هذا الملف ${size} والحدّ الأقصى ${max}. اختر ملفًا أصغر أو التقط الصورة مجددًا.`,
};
