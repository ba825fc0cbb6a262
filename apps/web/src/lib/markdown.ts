/**
 * Article bodies are Markdown from the API. Raw HTML in them is shown as text, never
 * as markup, and links or images with a scheme other than http(s) or mailto keep only
 * their text, so the output is safe to hand to dangerouslySetInnerHTML.
 */
import { escapeHtml } from '@yc/contract/html';
import { Marked, type Tokens } from 'marked';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const BASE = 'https://base.invalid/';

/** The URL if it is safe to follow or load, else null; relative URLs stay relative. */
function safeUrl(href: string): URL | null {
  try {
    const url = new URL(href, BASE);
    return SAFE_PROTOCOLS.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** Another site opens in a new tab; this site and mail links do not. */
const isExternal = (url: URL) => url.protocol !== 'mailto:' && url.origin !== new URL(BASE).origin;

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      const shown = escapeHtml(text.trim());
      return block ? `<p>${shown}</p>\n` : shown;
    },
    // The page title is the only h1; a '#' in the body becomes a section heading.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, Math.max(2, depth));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (!url) return text;
      const attrs = [`href="${escapeHtml(href)}"`];
      if (title) attrs.push(`title="${escapeHtml(title)}"`);
      if (isExternal(url)) attrs.push('target="_blank"', 'rel="noopener noreferrer"');
      return `<a ${attrs.join(' ')}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!safeUrl(href)) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}
