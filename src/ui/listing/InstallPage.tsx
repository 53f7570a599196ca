import { useMemo } from 'react';
import { CATEGORIES, type Category, SCOPES, type Scope, SUMMARY_MAX_LENGTH, type Visibility } from '../../core/manifest';
import { normalizePath } from '../../core/workspace/folder';
import { Carousel } from './Carousel';
import { characterCount, renderSummary } from './markdown';
import { type Listing, safeHref } from './model';
import type { ImageSizes } from './readiness';

function whoCanInstall(visibility: string | undefined, organization: string | undefined): string {
  const org = organization ? `the ${organization} organization` : 'the owning organization';
  switch (visibility as Visibility | undefined) {
    case 'public':
      return 'Members of any organization can install it, and it can be listed in the marketplace.';
    case 'unlisted':
      return 'Members of any organization can install it, but only through the shared install link.';
    case 'private':
    case undefined:
      return `Only members of ${org} can install it.`;
    default:
      return `Unknown visibility "${visibility}": it must be private, unlisted or public.`;
  }
}

/** The permissions as a person reads them: the spec's meaning without its full stop, or a warning. */
function permission(scope: string): { text: string; known: boolean } {
  const meaning = SCOPES[scope as Scope];
  return meaning ? { text: meaning.replace(/\.$/, ''), known: true } : { text: `Unknown permission "${scope}"`, known: false };
}

/** What a user of the platform sees before installing: the installation page, rendered from the manifest. */
export function InstallPage({ listing, urls, sizes }: { listing: Listing; urls: ReadonlyMap<string, string>; sizes: ImageSizes }) {
  const summary = listing.summary ?? '';
  const html = useMemo(() => renderSummary(summary), [summary]);
  const count = characterCount(summary);
  const iconUrl = listing.icon ? urls.get(normalizePath(listing.icon) ?? listing.icon) : undefined;
  const title = listing.title || listing.name || 'Untitled integration';
  const visibility = listing.visibility ?? 'private';

  return (
    <article className="install-page" aria-label="Installation page">
      <header className="install-page__header">
        {iconUrl ? (
          <img className="install-page__icon" src={iconUrl} alt={`${title} icon`} width={56} height={56} />
        ) : (
          <div className="install-page__icon install-page__icon--placeholder" role="img" aria-label="No icon">
            {title.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="install-page__heading">
          <h2>{title}</h2>
          <p className="install-page__description">{listing.description || 'No description.'}</p>
          {listing.organization ? <p className="install-page__by">by {listing.organization}</p> : null}
        </div>
        <button type="button" className="btn btn--primary" disabled title="A preview: install from the Installation panel">
          Install
        </button>
      </header>

      <Carousel paths={listing.previewImages} urls={urls} sizes={sizes} />

      <div className="install-page__body">
        <section className="install-page__summary" aria-label="Summary">
          {summary.trim() ? (
            // markdown-it with html disabled and only http(s)/mailto links: the output is inert (see markdown.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by construction in renderSummary
            <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="install-page__muted">No summary: the page shows only the description.</p>
          )}
          <p className={count > SUMMARY_MAX_LENGTH ? 'char-count char-count--over' : 'char-count'} aria-live="polite">
            {count} / {SUMMARY_MAX_LENGTH} characters
            {count > SUMMARY_MAX_LENGTH ? ` (${count - SUMMARY_MAX_LENGTH} over the limit)` : ''}
          </p>
        </section>

        <aside className="install-page__facts">
          <section aria-label="Who can install">
            <h3>Who can install</h3>
            <p>
              <span className={`badge ${visibility === 'public' ? 'badge--success' : 'badge--info'}`}>{visibility}</span>{' '}
              {whoCanInstall(listing.visibility, listing.organization)}
            </p>
          </section>

          <section aria-label="Permissions">
            <h3>Permissions</h3>
            {listing.scopes.length === 0 ? (
              <p className="install-page__muted">Requests no permissions.</p>
            ) : (
              <ul className="permissions">
                {listing.scopes.map((scope) => {
                  const p = permission(scope);
                  return (
                    <li key={scope} className={p.known ? undefined : 'permissions__unknown'}>
                      <span>{p.text}</span> <code>{scope}</code>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          {listing.categories.length > 0 ? (
            <section aria-label="Categories">
              <h3>Categories</h3>
              <ul className="chips">
                {listing.categories.map((c) => (
                  <li key={c} className="badge" title={CATEGORIES[c as Category] ?? 'Not a known category'}>
                    {c}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {listing.externalLinks.length > 0 ? (
            <section aria-label="Links">
              <h3>Links</h3>
              <ul className="links">
                {listing.externalLinks.map((link, i) => {
                  const href = safeHref(link.url);
                  const label = link.label || link.url || 'Untitled link';
                  return (
                    <li key={`${link.url}-${i}`}>
                      {href ? (
                        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                          {label}
                        </a>
                      ) : (
                        <span title="Only http(s) links are opened">{label}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
