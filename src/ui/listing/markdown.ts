import MarkdownIt from 'markdown-it';

/**
 * The summary renderer: no raw HTML (markdown-it escapes it), and only http(s) and mailto links survive;
 * anything else (`javascript:`, `data:`, `vbscript:`, relative paths) stays as plain text. Images are off:
 * the playground is offline and a summary image would be a request to the internet.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.disable('image');
md.validateLink = (url: string) => /^(https?:\/\/|mailto:)/i.test(url.trim());

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('target', '_blank');
  tokens[idx].attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** The summary Markdown as inert HTML, safe for `dangerouslySetInnerHTML`. */
export function renderSummary(markdown: string): string {
  return md.render(markdown);
}

/** Characters as a reader counts them (code points, so an emoji is one), compared with the spec's 2048. */
export function characterCount(text: string): number {
  return [...text].length;
}
