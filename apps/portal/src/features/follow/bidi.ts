/** A name or file name inside a sentence, isolated so Latin text keeps its order on Arabic pages. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
