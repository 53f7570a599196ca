import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';
import type { MarkdownElement } from '../../../core/contentkit/elements';
import { isSafeHref } from '../../../core/contentkit/urls';

// Raw HTML off: the script's text can never inject markup. Links are filtered to http(s), mailto and relative.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
markdown.validateLink = isSafeHref;
const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token.attrGet('href') ?? '');
  if (!href.startsWith('#')) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen ? defaultLinkOpen(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** Renders Markdown to HTML that is safe to insert: no raw HTML, no `javascript:` links. */
export function renderMarkdown(content: string): string {
  return markdown.render(content);
}

/** `markdown`: rich text written as Markdown. */
export function Markdown({ element }: { element: MarkdownElement }) {
  // `content` written as `{ $state }` reaches here resolved (Node.tsx); a key the state lacks draws nothing.
  const content = typeof element.content === 'string' ? element.content : '';
  const html = useMemo(() => renderMarkdown(content), [content]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it runs with html disabled and filtered links
  return <div className="ck-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
