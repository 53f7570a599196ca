import MarkdownIt from 'markdown-it';
import { SITE_PUBLISHED_URL } from '../../core/site/ids';

/**
 * The site's Markdown, as inert HTML: no raw HTML (escaped), no images (the playground is offline), links to the
 * site's own pages marked with `data-site-path` (the Site view opens them in place), other http(s) and mailto links
 * in a new tab, anything else left as text.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
md.disable('image');
md.validateLink = (url: string) => !/^\s*(javascript|data|vbscript|file):/i.test(url);

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = String(token.attrGet('href') ?? '');
  const absolute = /^(https?:|mailto:)/i.test(href);
  const onSite = !absolute || href.startsWith(SITE_PUBLISHED_URL);
  if (onSite) {
    const path = (absolute ? href.slice(SITE_PUBLISHED_URL.length) : href).replace(/^\.?\/+/, '').split(/[?#]/)[0];
    token.attrSet('href', `${SITE_PUBLISHED_URL}${path}`);
    token.attrSet('data-site-path', path);
  } else {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** A page's Markdown as HTML for the site's article. */
export function renderSiteMarkdown(markdown: string): string {
  return md.render(markdown);
}
