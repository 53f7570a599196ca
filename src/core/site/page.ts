/**
 * A site page as a visitor reads it: its Markdown adapted to the visitor's claims (adaptive.ts), the notes that say
 * why a section stays hidden, and its readable text (for `kitbench/testing`'s `page.text()` and Export as test).
 */
import MarkdownIt from 'markdown-it';
import { adaptPage, fillExpressions, type PageSegment } from './adaptive';
import type { SitePage } from './model';
import type { VisitorClaims } from './visitor-token';

const md = new MarkdownIt({ html: false, linkify: false });

/** The page's Markdown without a first heading that repeats its title (the site shows the title itself). */
export function bodyOf(page: Pick<SitePage, 'title' | 'markdown'>): string {
  const lines = page.markdown.replace(/^\s+/, '').split('\n');
  if (lines[0]?.replace(/^#\s+/, '').trim() === page.title && lines[0].startsWith('# ')) return lines.slice(1).join('\n').replace(/^\s+/, '');
  return page.markdown;
}

/** One segment's Markdown, expressions filled. */
export interface AdaptedSegment {
  segment: PageSegment;
  markdown: string;
}

/** The page for this visitor: its segments (expressions filled) and the notes about what adaptive content hid. */
export function adaptedPage(page: SitePage, claims: VisitorClaims | undefined): { segments: AdaptedSegment[]; notes: string[] } {
  const notes: string[] = [];
  const segments = adaptPage(bodyOf(page), claims).map((segment) => {
    const filled = fillExpressions(segment.markdown, claims);
    if (claims && (segment.kind === 'markdown' || segment.shown)) {
      for (const claim of filled.missing) notes.push(`The visitor's token has no \`${claim}\` claim: the page prints a dash where it shows it.`);
    }
    if (segment.kind === 'adaptive' && !segment.shown) notes.push(hiddenNote(segment));
    return { segment, markdown: filled.markdown };
  });
  return { segments, notes };
}

/** Why an adaptive section is hidden, in the author's terms. */
export function hiddenNote(segment: Extract<PageSegment, { kind: 'adaptive' }>): string {
  const condition = `\`${segment.claim}\` is \`${segment.equals}\``;
  if (segment.reason === 'signed-out') return `A section for visitors whose ${condition} is hidden: the visitor is not signed in.`;
  if (segment.reason === 'missing-claim') return `A section for visitors whose ${condition} is hidden: the visitor's token has no \`${segment.claim}\` claim.`;
  return `A section for visitors whose ${condition} is hidden: this visitor's \`${segment.claim}\` is \`${String(segment.actual)}\`.`;
}

/** Markdown as the words a reader sees, one block per line (headings, paragraphs, list items, code). */
export function readableText(markdown: string): string {
  const lines: string[] = [];
  for (const token of md.parse(markdown, {})) {
    if (token.type === 'inline') lines.push((token.children ?? []).map((child) => (child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content)).join(''));
    else if (token.type === 'fence' || token.type === 'code_block') lines.push(token.content.trimEnd());
  }
  return lines.filter((line) => line.trim() !== '').join('\n');
}

/** The page's text for this visitor: its title, description and every section they see. */
export function pageText(page: SitePage, claims: VisitorClaims | undefined): string {
  const shown = adaptedPage(page, claims).segments.filter(({ segment }) => segment.kind === 'markdown' || segment.shown);
  return [page.title, page.description ?? '', ...shown.map(({ markdown }) => readableText(markdown))].filter(Boolean).join('\n');
}
