import { type ReactNode, useState } from 'react';
import { pageAt, type SiteModel, type SiteNavItem } from '../../core/site/model';
import type { PageRating } from '../../core/site/events';
import { FeedbackControl } from './FeedbackControl';
import { MenuIcon, MoonIcon, SunIcon } from './icons';
import type { SiteSession } from './session';
import { SiteArticle } from './SiteArticle';
import { VisitorMenu } from './VisitorMenu';

/** What the published site does when the visitor acts. */
export interface SiteActions {
  navigate(path: string): void;
  feedback(rating: PageRating, comment: string): Promise<void>;
  signOut(): void;
  signIn(): void;
  retry(): void;
  toggleTheme(): void;
}

function NavList({ items, current, onNavigate }: { items: SiteNavItem[]; current: string; onNavigate: (path: string) => void }) {
  return (
    <ul className="site-nav__list">
      {items.map((item) =>
        item.kind === 'group' ? (
          <li key={item.id} className="site-nav__group">
            <span className="site-nav__heading">{item.title}</span>
            <NavList items={item.children} current={current} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={item.id}>
            <a
              className="site-nav__link"
              href={`https://docs.example.com/${item.path}`}
              aria-current={item.path === current ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onNavigate(item.path ?? '');
              }}
            >
              {item.title}
            </a>
            {item.children.length > 0 && <NavList items={item.children} current={current} onNavigate={onNavigate} />}
          </li>
        ),
      )}
    </ul>
  );
}

/** A message in the site's own words, where the page would be (loading, a refused token, signed out). */
function SiteMessage({ title, children, action, tone }: { title: string; children: ReactNode; action?: ReactNode; tone?: 'danger' }) {
  return (
    <div className={`site-message${tone ? ` site-message--${tone}` : ''}`} role={tone ? 'alert' : 'status'}>
      <h1 className="site-message__title">{title}</h1>
      <div className="site-message__text">{children}</div>
      {action}
    </div>
  );
}

/**
 * The published site: its header (title, theme, the signed-in visitor), the page navigation, and the page or the
 * site's message in its place. `overlay` sits at the bottom of the viewport (the cookie toast).
 */
export function PublishedSite({
  site,
  session,
  dark,
  explainAdaptive,
  actions,
  overlay,
}: {
  site: SiteModel;
  session: SiteSession;
  dark: boolean;
  /** Notes where adaptive content hid a section (the integration signs visitors in or reads claims). */
  explainAdaptive: boolean;
  actions: SiteActions;
  overlay?: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const screen = session.screen;
  const page = screen.kind === 'page' ? pageAt(site, session.path) : undefined;
  const current = page?.path ?? '';
  const navigate = (path: string) => {
    setMenuOpen(false);
    actions.navigate(path);
  };
  let main: ReactNode;
  if (screen.kind === 'page' && page) {
    main = (
      <>
        <SiteArticle site={site} page={page} claims={session.auth?.claims} explain={explainAdaptive} onNavigate={navigate} />
        <FeedbackControl key={page.id} state={session.feedback[page.id]} onSend={actions.feedback} />
      </>
    );
  } else if (screen.kind === 'problem') {
    main = (
      <SiteMessage
        tone="danger"
        title={screen.title}
        action={
          <button type="button" className="site-button site-button--primary" onClick={actions.retry}>
            {screen.step && screen.step !== 'site-page' ? 'Try signing in again' : 'Go to the first page'}
          </button>
        }
      >
        <p className="site-message__para">{screen.message}</p>
      </SiteMessage>
    );
  } else if (screen.kind === 'signed-out') {
    main = (
      <SiteMessage
        title="You are signed out"
        action={
          <button type="button" className="site-button site-button--primary" onClick={actions.signIn}>
            Sign in again
          </button>
        }
      >
        <p className="site-message__para">This site is for signed-in readers. Sign in to read it again.</p>
        {screen.note && <p className="site-message__para site-message__note">{screen.note}</p>}
      </SiteMessage>
    );
  } else {
    main = <SiteMessage title={screen.kind === 'loading' ? screen.what : 'Opening the site…'}>{null}</SiteMessage>;
  }
  return (
    <div className={`site site--${dark ? 'dark' : 'light'}`}>
      <header className="site-header">
        <button
          type="button"
          className="site-icon-button site-header__menu"
          aria-label="Site menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </button>
        <a
          className="site-header__brand"
          href={site.url}
          onClick={(event) => {
            event.preventDefault();
            navigate('');
          }}
        >
          <span className="site-header__logo" aria-hidden="true">
            {site.title.charAt(0)}
          </span>
          {site.title}
        </a>
        <span className="site-header__spacer" />
        {session.auth && <VisitorMenu auth={session.auth} onSignOut={actions.signOut} />}
        <button type="button" className="site-icon-button" aria-label={dark ? 'Use the light theme' : 'Use the dark theme'} onClick={actions.toggleTheme}>
          {dark ? <SunIcon /> : <MoonIcon />}
        </button>
      </header>
      <div className="site-body">
        <nav className={`site-nav${menuOpen ? ' is-open' : ''}`} aria-label="Site pages">
          <NavList items={site.nav} current={current} onNavigate={navigate} />
        </nav>
        <main className="site-main">{main}</main>
      </div>
      <footer className="site-footer">
        <span>© Example Inc.</span>
        <span>Published at {site.url.replace(/^https:\/\//, '').replace(/\/$/, '')}</span>
      </footer>
      {overlay}
    </div>
  );
}
