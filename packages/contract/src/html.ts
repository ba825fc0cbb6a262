/** Text placed in HTML (mail bodies, the dev outbox page, rendered Markdown) is escaped the one same way. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The five characters that can end text or an attribute value become entities; the rest is left as it is. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
