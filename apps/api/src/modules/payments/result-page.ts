const TEXT: Record<string, { en: string; ar: string }> = {
  succeeded: {
    en: 'Payment received. Your requests are now being processed.',
    ar: 'تم استلام الدفع. طلباتك الآن قيد المعالجة.',
  },
  pending: {
    en: 'Your payment is being confirmed. Check its status again shortly.',
    ar: 'جارٍ تأكيد الدفع. تحقّق من الحالة بعد قليل.',
  },
  // The database could not be reached to confirm it (served with 503 and Retry-After).
  unconfirmed: {
    en: 'Your payment is being confirmed. Please reload this page in a moment; do not pay again.',
    ar: 'جارٍ تأكيد الدفع. يرجى إعادة تحميل هذه الصفحة بعد لحظات، ولا تدفع مرة أخرى.',
  },
  failed: {
    en: 'The payment did not go through. Nothing was charged; you can try again.',
    ar: 'لم يتم الدفع. لم يُخصم أي مبلغ ويمكنك المحاولة مجدداً.',
  },
};

/** The page a payer lands on after the provider; the agency's own site can replace it. */
export function resultPage(status: string): string {
  const text = TEXT[Object.hasOwn(TEXT, status) ? status : 'failed']!;
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>VisaDesk</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;text-align:center;color:#2f2b3d}</style></head>
<body data-status="${status}"><h1>VisaDesk</h1><p>${text.ar}</p><p dir="ltr" lang="en">${text.en}</p></body></html>`;
}
