import type { Page } from '@playwright/test';
import { messages } from '../requests-api';

// No English interface text on an Arabic page, in the text or in the names read aloud.

/** Every English interface string (ours and the component libraries' usual ones) not also Arabic. */
export function englishInterfaceStrings(): Set<string> {
  const strings = new Set<string>();
  const arabic = new Set(flatStrings(messages.ar));
  for (const value of flatStrings(messages.en)) {
    if (!arabic.has(value) && /[A-Za-z]{2,}/.test(value) && !value.includes('{{'))
      strings.add(value.toLowerCase());
  }
  for (const value of LIBRARY_ENGLISH) strings.add(value.toLowerCase());
  return strings;
}

/** Each English interface string shown or read aloud on the page, with its place. */
export async function englishOnPage(page: Page, where: string, english: Set<string>): Promise<string[]> {
  return (await shownStrings(page))
    .filter((shown) => english.has(shown.toLowerCase()) || / column menu$/i.test(shown))
    .map((shown) => `${where}: "${shown}"`);
}

// What MUI and MUI X write when no locale pack replaces it.
const LIBRARY_ENGLISH = [
  'Open',
  'Close',
  'Clear',
  'No options',
  'Loading…',
  'Rows per page:',
  'Go to next page',
  'Go to previous page',
  'Go to first page',
  'Go to last page',
  'Sort',
  'Menu',
  'Columns',
  'Filters',
  'No rows',
  'Select all rows',
  'Select row',
  'Show path',
  'Choose date',
  'Open calendar',
  'Open previous view',
  'Open next view',
  'Previous month',
  'Next month',
  'Hide column',
  'Manage columns',
];

function flatStrings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(flatStrings);
  return [];
}

/** The texts a person sees or hears on the page: visible text nodes and the names given in attributes. */
async function shownStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    // Text marked as another language on purpose ("English" on the language switch) is allowed.
    // So is Latin data marked as such (an e-mail address broken by <wbr> reads "applicant").
    const foreign = (el: Element) =>
      el.closest('[lang]')?.getAttribute('lang') === 'en' || Boolean(el.closest('[translate="no"]'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const value = node.textContent?.trim();
      if (value && parent && visible(parent) && !foreign(parent)) out.push(value);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-description]')) {
      if (foreign(el)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'aria-description']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}
