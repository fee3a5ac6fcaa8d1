/**
 * `dir` for a free-text box: the page's own direction while it is empty (an empty `dir="auto"`
 * box is left-to-right, so an Arabic page's caret would start on the wrong side), then whatever
 * script the person writes in.
 */
export const typedDirection = (text: string): 'auto' | undefined => (text.trim() ? 'auto' : undefined);
