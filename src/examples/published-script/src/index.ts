import { createIntegration, type RuntimeContext, type RuntimeEnvironment } from '@gitbook/runtime';

type BannerContext = RuntimeContext<RuntimeEnvironment<{}, { message?: string }>>;

/** The script the site runs on each page: a banner, its text from the installation's configuration. */
function bannerScript(message: string): string {
  return `(function () {
  var banner = document.createElement('aside');
  banner.setAttribute('role', 'status');
  banner.setAttribute('aria-label', 'Reader banner');
  banner.textContent = ${JSON.stringify(message)};
  banner.style.cssText = 'padding:8px 12px;background:#eef2ff;color:#1e1b4b;font:14px system-ui,sans-serif';
  document.body.prepend(banner);
})();`;
}

export default createIntegration<BannerContext>({
  fetch_published_script: async (_event, { environment }) => {
    const message = environment.siteInstallation?.configuration?.message || 'Welcome to our docs';
    return new Response(bannerScript(message), {
      headers: { 'Content-Type': 'application/javascript', 'Cache-Control': 'max-age=3600' },
    });
  },
});
