/**
 * The token formats record mode looks for in values, as data: one rule per format, each naming where it comes from.
 *
 * Why a list of our own: the maintained rule sets do not fit here. secretlint's recommended preset (MIT) misses JWTs,
 * Stripe, Google API keys and AWS key IDs without an `aws_…` name beside them, needs Node 22 from version 12 on,
 * carries 1 MB of JavaScript (node-forge, Node's `crypto`) and scans files, not values; gitleaks' rules are a Go
 * project's TOML, not a package. So the formats are gitleaks' (its `config/gitleaks.toml`, rule ids below), written
 * for JavaScript's RegExp, plus a few from the providers' own documentation.
 *
 * A pattern has no flags and no capturing groups (the rules are joined into one expression); each side is bounded by
 * a look-around rather than `\b`, so a token ending in `-` or `_` is still found whole, and a run of base64 (an
 * image) never matches in its middle.
 */

/** One kind of credential, as it appears in a value. */
export interface SecretFormat {
  /** What the Review shows as the reason ("GitHub token"). */
  label: string;
  /** The regular expression's source (no flags, only `(?:…)` groups). */
  pattern: string;
  /** Where the format comes from. */
  source: string;
  /** Text every match contains, one of these: a quick filter, so most values are never run through the pattern. */
  hints: readonly string[];
}

const start = '(?<![0-9A-Za-z_-])';
const end = '(?![0-9A-Za-z_-])';
const token = (body: string) => `${start}${body}${end}`;

export const SECRET_FORMATS: readonly SecretFormat[] = [
  {
    label: 'private key',
    // An unterminated block is taken to the end of the value.
    pattern: '-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\\s\\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)',
    source: 'gitleaks private-key',
    hints: ['PRIVATE KEY'],
  },
  {
    label: 'JWT',
    // Compact JWS (three parts) or JWE (five); a candidate counts only when jose decodes its header (secret-scan.ts).
    pattern: `${start}eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)?${end}`,
    source: 'gitleaks jwt; RFC 7515 §7.1 and RFC 7516 §7.1 (compact serializations)',
    hints: ['eyJ'],
  },
  { label: 'GitHub token', pattern: token('(?:ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36}'), source: 'gitleaks github-pat, github-oauth, github-app-token, github-refresh-token', hints: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'] },
  { label: 'GitHub token', pattern: token('github_pat_[0-9A-Za-z_]{82}'), source: 'gitleaks github-fine-grained-pat', hints: ['github_pat_'] },
  { label: 'GitLab token', pattern: token('glpat-[0-9A-Za-z_-]{20}'), source: 'gitleaks gitlab-pat', hints: ['glpat-'] },
  { label: 'Slack token', pattern: token('xox[abeoprs]-[0-9A-Za-z]+(?:-[0-9A-Za-z]+)+'), source: 'gitleaks slack-bot-token, slack-user-token, slack-legacy-token', hints: ['xox'] },
  { label: 'Slack token', pattern: token('xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+'), source: 'gitleaks slack-app-token', hints: ['xapp-'] },
  { label: 'Slack webhook URL', pattern: '(?<=hooks\\.slack\\.com/(?:services|workflows|triggers)/)[A-Za-z0-9+/]{20,}', source: 'gitleaks slack-webhook-url', hints: ['hooks.slack.com/'] },
  { label: 'Discord webhook URL', pattern: '(?<=discord(?:app)?\\.com/api/webhooks/[0-9]+/)[A-Za-z0-9_-]{40,}', source: "Discord's webhook resource documentation", hints: ['/api/webhooks/'] },
  { label: 'Stripe key', pattern: token('(?:sk|rk)_(?:test|live|prod)_[0-9A-Za-z]{10,99}'), source: 'gitleaks stripe-access-token', hints: ['_live_', '_test_', '_prod_'] },
  { label: 'Stripe webhook secret', pattern: token('whsec_[0-9A-Za-z]{24,}'), source: "Stripe's webhook signing documentation", hints: ['whsec_'] },
  { label: 'AWS access key ID', pattern: token('(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}'), source: 'gitleaks aws-access-token', hints: ['A3T', 'AKIA', 'ASIA', 'ABIA', 'ACCA'] },
  { label: 'Google API key', pattern: token('AIza[0-9A-Za-z_-]{35}'), source: 'gitleaks gcp-api-key', hints: ['AIza'] },
  { label: 'Google OAuth token', pattern: token('ya29\\.[0-9A-Za-z_-]{20,}'), source: "Google Identity's access token format", hints: ['ya29.'] },
  { label: 'npm token', pattern: token('npm_[0-9A-Za-z]{36}'), source: 'gitleaks npm-access-token', hints: ['npm_'] },
  { label: 'OpenAI key', pattern: token('sk-(?:proj|svcacct|admin)-[0-9A-Za-z_-]{20,}'), source: 'gitleaks openai-api-key', hints: ['sk-'] },
  { label: 'OpenAI key', pattern: token('sk-[0-9A-Za-z]{20}T3BlbkFJ[0-9A-Za-z]{20}'), source: 'gitleaks openai-api-key', hints: ['T3BlbkFJ'] },
  { label: 'Anthropic key', pattern: token('sk-ant-(?:api|admin)\\d\\d-[0-9A-Za-z_-]{80,}'), source: 'gitleaks anthropic-api-key', hints: ['sk-ant-'] },
  { label: 'SendGrid key', pattern: token('SG\\.[0-9A-Za-z_-]{22}\\.[0-9A-Za-z_-]{43}'), source: 'gitleaks sendgrid-api-token', hints: ['SG.'] },
  { label: 'Twilio key', pattern: token('SK[0-9a-fA-F]{32}'), source: 'gitleaks twilio-api-key', hints: ['SK'] },
  { label: 'Shopify token', pattern: token('shp(?:at|ca|pa|ss)_[0-9a-fA-F]{32}'), source: 'gitleaks shopify-access-token, shopify-custom-access-token', hints: ['shp'] },
  { label: 'Linear key', pattern: token('lin_api_[0-9A-Za-z]{40}'), source: 'gitleaks linear-api-key', hints: ['lin_api_'] },
  { label: 'Atlassian token', pattern: token('ATATT3[0-9A-Za-z_=-]{180,}'), source: 'gitleaks atlassian-api-token', hints: ['ATATT3'] },
  { label: 'Notion token', pattern: token('(?:ntn_[0-9]{11}[0-9A-Za-z]{35}|secret_[0-9A-Za-z]{43})'), source: 'gitleaks notion-api-token', hints: ['ntn_', 'secret_'] },
  {
    label: 'bearer token',
    // RFC 6750's token68 after "Bearer"; with a digit and 16 characters, so prose ("Bearer authentication") stays.
    pattern: '(?<![A-Za-z])[Bb]earer\\s+(?=[A-Za-z0-9._~+/-]*[0-9])[A-Za-z0-9._~+/-]{16,}=*',
    source: 'RFC 6750 §2.1 (the Authorization header’s bearer credentials)',
    hints: ['earer'],
  },
  {
    label: 'basic credentials',
    // RFC 7617's token68 after "Basic"; a candidate counts only when it decodes to `user:password` text
    // (secret-scan.ts), so prose ("Basic authentication", "basic plan") stays.
    pattern: '(?<![A-Za-z])(?:Basic|basic|BASIC)[ \\t]+[A-Za-z0-9+/]{4,}={0,2}(?![A-Za-z0-9+/=_-])',
    source: 'RFC 7617 §2 (the Basic scheme: base64 of user-id ":" password)',
    hints: ['Basic', 'basic', 'BASIC'],
  },
  {
    label: 'credentials in a URL',
    // Only `user:password`, so the URL around it stays readable: `postgres://REDACTED@db.example`.
    pattern: '(?<=[a-z][a-z0-9+.-]{1,20}://)[^\\s/:@"\'<>]+:[^\\s/@"\'<>]+(?=@)',
    source: 'secretlint database-connection-string and basicauth (RFC 3986 §3.2.1 userinfo)',
    hints: ['://'],
  },
];
