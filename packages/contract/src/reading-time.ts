/** The '{min} min read' figure of a learn article (docs/product.md §1): the server's, and the console's preview. */

export const WORDS_PER_MINUTE = 200;

/**
 * Words a reader reads: runs of letters and digits, joined by inner apostrophes, hyphens or
 * number separators (`don't`, `e-mail`, `1,000.26`). Markdown markup, list numbers and link targets are not words.
 */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<https?:[^>]*>/g, '')
    .replace(/^\s*\d+[.)]\s/gm, '');
  return text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes at 200 words per minute, rounded up, at least 1. */
export function minutesToRead(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
}
