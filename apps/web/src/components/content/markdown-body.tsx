/**
 * Markdown content as the public pages show it (an article's body, a F.A.Q. answer) and as the console's preview
 * shows it while the operator writes (decision 83): one renderer, the same sanitising (lib/markdown).
 */
import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { renderMarkdown } from '../../lib/markdown.ts';

/** A click on a link to this site moves within the app instead of reloading it. */
export function MarkdownBody({ markdown, lang }: { markdown: string; lang: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (link.target || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  return (
    <Typography lang={lang} onClick={onClick}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes raw HTML and drops unsafe URLs */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
