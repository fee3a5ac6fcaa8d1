/** Moments (received, answered…) with the month's name in both languages; formatDate puts them on the agency's clock. */
export const MOMENT_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
