import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders Markdown structure', () => {
    expect(renderMarkdown('## Title\n\n- a\n- b\n\n`x < y`')).toBe(
      '<h2>Title</h2>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<p><code>x &lt; y</code></p>\n',
    );
  });

  it("keeps the page's h1 the only one", () => {
    expect(renderMarkdown('# Top')).toBe('<h2>Top</h2>\n');
  });

  it('escapes raw HTML, inline and block', () => {
    expect(renderMarkdown('a <b onclick="x()">b</b>')).toBe('<p>a &lt;b onclick=&quot;x()&quot;&gt;b&lt;/b&gt;</p>\n');
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(renderMarkdown('<!-- note -->')).toBe('<p>&lt;!-- note --&gt;</p>\n');
  });

  it('keeps only http(s), mailto and relative URLs', () => {
    expect(renderMarkdown('[a](javascript:alert(1))')).toBe('<p>a</p>\n');
    expect(renderMarkdown('[a](JaVaScRiPt:alert(1))')).toBe('<p>a</p>\n');
    expect(renderMarkdown('[a](data:text/html,<script>x</script>)')).toBe('<p>a</p>\n');
    expect(renderMarkdown('![pic](vbscript:x)')).toBe('<p>pic</p>\n');
    expect(renderMarkdown('[a](/learn/x "Next")')).toBe('<p><a href="/learn/x" title="Next">a</a></p>\n');
    expect(renderMarkdown('[a](mailto:help@example.org)')).toBe('<p><a href="mailto:help@example.org">a</a></p>\n');
    expect(renderMarkdown('<https://example.org/?a=1&b="2">')).toBe(
      '<p><a href="https://example.org/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">https://example.org/?a=1&amp;b=&quot;2&quot;</a></p>\n',
    );
    expect(renderMarkdown('![a "cat"](/media/cat.webp)')).toBe(
      '<p><img src="/media/cat.webp" alt="a &quot;cat&quot;" loading="lazy"></p>\n',
    );
  });
});
