/**
 * The site's cookie toast, as the platform shows it when an integration's published script uses cookies
 * (`site:script:cookies`) or the site has a privacy policy: the visitor's answer sets `__gitbook_cookie_granted` to
 * `yes` or `no`, which the scripts read before they set cookies.
 */
export function CookieToast({ onAnswer }: { onAnswer: (accepted: boolean) => void }) {
  return (
    <section className="site-toast" aria-label="Cookies">
      <p className="site-toast__text">This site uses cookies to deliver its service and to analyze traffic. By browsing this site, you accept the privacy policy.</p>
      <div className="site-toast__actions">
        <button type="button" className="site-button site-button--primary" onClick={() => onAnswer(true)}>
          Accept
        </button>
        <button type="button" className="site-button" onClick={() => onAnswer(false)}>
          Reject
        </button>
      </div>
    </section>
  );
}
