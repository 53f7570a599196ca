/**
 * Which URLs the script's bridged fetch may reach. The app performs the request from its own origin, so the script
 * must not aim it at the app itself or at other services on the user's machine (a dev server, a database's HTTP
 * port): loopback hosts are refused unless MSW mocks that exact origin.
 */

/** Whether a URL's host is this machine: localhost, *.localhost, 127.0.0.0/8, 0.0.0.0, ::1, ::, or IPv4-mapped loopback. */
export function isLoopback(url: URL): boolean {
  // `localhost.` (a fully qualified name) is localhost too.
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  // The URL parser already normalised 2130706433, 0x7f.1 and friends to dotted IPv4.
  if (/^127\.\d+\.\d+\.\d+$/.test(host) || host === '0.0.0.0') return true;
  return host === '[::1]' || host === '[::]' || /^\[::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|0:0)\]$/.test(host);
}

/**
 * Why the script may not fetch `raw`, or undefined when it may. `appOrigin` is the playground's own origin;
 * `mocked` the origins MSW answers (allowed even on a loopback host).
 */
export function fetchRefusal(raw: string, appOrigin: string, mocked: readonly string[] = []): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `Invalid URL: ${raw}. The script's fetch needs an absolute http(s) URL.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `Only http(s) URLs can be fetched, not ${url.protocol} (${raw}).`;
  if (url.origin === appOrigin) {
    return `The script may not fetch the playground itself (${url.origin}): send it to the mocked platform (e.g. context.api) or to another site.`;
  }
  if (isLoopback(url) && !mocked.includes(url.origin)) {
    return `The script may not fetch ${url.origin}: addresses on this machine (localhost, 127.0.0.1, ::1) are refused so a script cannot reach other local services. Use a mocked origin or a public URL.`;
  }
  return undefined;
}
