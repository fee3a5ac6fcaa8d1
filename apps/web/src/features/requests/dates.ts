/** A calendar day from the API (YYYY-MM-DD) as a Date at UTC midnight: format it with timeZone 'UTC' so no zone shifts the day. */
export const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);

// Spelled-out months: ar-IQ's dateStyle 'medium' is all digits (٢٠٢٦/١١/٢٢); month: 'short'
// gives the month's name in both languages ("Nov 22, 2026", "٢٢ تشرين الثاني ٢٠٢٦").
export const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};
/** Moments (createdAt…): useFormatters' formatDate puts them on the agency's clock. */
export const MOMENT_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
