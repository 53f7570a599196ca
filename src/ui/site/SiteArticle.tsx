import type { MouseEvent } from 'react';
import { neighbours, type SiteModel, type SitePage } from '../../core/site/model';
import { adaptedPage, hiddenNote } from '../../core/site/page';
import type { VisitorClaims } from '../../core/site/visitor-token';
import { ChevronIcon } from './icons';
import { renderSiteMarkdown } from './markdown';

/** A note's text, its `code` spans marked. */
function NoteText({ text }: { text: string }) {
  return text.split('`').map((part, i) =>
    i % 2 ? (
      <code key={i} className="site-note__code">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** Opens a link to another page of the site in place (`data-site-path`, set by the site's Markdown). */
export function followSiteLink(event: MouseEvent, onNavigate: (path: string) => void): void {
  const link = (event.target as Element).closest?.('a[data-site-path]');
  if (!link) return;
  event.preventDefault();
  onNavigate(link.getAttribute('data-site-path') ?? '');
}

/**
 * One page of the site as the visitor reads it: breadcrumbs, title, description, the body with its adaptive
 * sections decided for the visitor's claims (with `explain`, a hidden one leaves a note for the author saying which
 * claim it needed), and the links to the previous and next pages.
 */
export function SiteArticle({
  site,
  page,
  claims,
  explain,
  onNavigate,
}: {
  site: SiteModel;
  page: SitePage;
  claims: VisitorClaims | undefined;
  /** Say what adaptive content hid (for an integration that signs visitors in or reads their claims). */
  explain: boolean;
  onNavigate: (path: string) => void;
}) {
  const { segments, notes } = adaptedPage(page, claims);
  const { previous, next } = neighbours(site, page.id);
  const missing = explain ? notes.filter((note) => note.includes('prints a dash')) : [];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are links; this only opens site pages in place
    <article className="site-article" onClick={(event) => followSiteLink(event, onNavigate)}>
      {page.groups.length > 0 && (
        <p className="site-article__crumbs">
          {page.groups.map((group) => (
            <span key={group.id}>{group.title}</span>
          ))}
        </p>
      )}
      <h1 className="site-article__title">{page.title}</h1>
      {page.description && <p className="site-article__lead">{page.description}</p>}
      {segments.map(({ segment, markdown }, index) =>
        segment.kind === 'markdown' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered without raw HTML (markdown.ts)
          <div key={index} className="site-prose" dangerouslySetInnerHTML={{ __html: renderSiteMarkdown(markdown) }} />
        ) : segment.shown ? (
          <div key={index} className="site-adaptive">
            <span className="site-adaptive__tag">
              Adaptive · {segment.claim} = {segment.equals}
            </span>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered without raw HTML (markdown.ts) */}
            <div className="site-prose" dangerouslySetInnerHTML={{ __html: renderSiteMarkdown(markdown) }} />
          </div>
        ) : explain ? (
          <p key={index} className="site-note" role="note">
            <NoteText text={hiddenNote(segment)} />
          </p>
        ) : null,
      )}
      {missing.map((note) => (
        <p key={note} className="site-note" role="note">
          <NoteText text={note} />
        </p>
      ))}
      {(previous || next) && (
        <nav className="site-pager" aria-label="Previous and next pages">
          {previous ? (
            <a className="site-pager__link" href={`${site.url}${previous.path}`} data-site-path={previous.path}>
              <span className="site-pager__hint">
                <ChevronIcon direction="left" /> Previous
              </span>
              <span className="site-pager__title">{previous.title}</span>
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a className="site-pager__link site-pager__link--next" href={`${site.url}${next.path}`} data-site-path={next.path}>
              <span className="site-pager__hint">
                Next <ChevronIcon direction="right" />
              </span>
              <span className="site-pager__title">{next.title}</span>
            </a>
          )}
        </nav>
      )}
    </article>
  );
}
