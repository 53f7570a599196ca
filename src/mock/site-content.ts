/**
 * The content of kitbench's published site: the sample space's pages, as the mocked HTTP API serves them (ids,
 * titles, paths, descriptions), each with a fuller body than the API's one-paragraph Markdown so that the Site view
 * reads like real documentation. The Authentication page has adaptive sections (src/core/site/adaptive.ts) on the
 * claims the sample visitors carry (`plan`, `role`).
 */
import { buildSite, type SiteModel } from '../core/site/model';
import { SAMPLE_PAGES, sampleSpace } from './api-data';

/** Longer bodies for the sample pages, by page id; the API's Markdown opens each (the same first paragraph). */
const BODIES: Record<string, string> = {
  page_intro: `Install the SDK with \`npm install example-sdk\`, then call \`client.ping()\`.

The SDK wraps the Example HTTP API: every call returns a promise, retries on rate limits, and throws an \`ExampleError\` that names the request that failed.

## Install

\`\`\`sh
npm install example-sdk
\`\`\`

The SDK runs on Node 20 and later, and in every current browser.

## Make a first call

\`\`\`js
import { Client } from 'example-sdk';

const client = new Client({ apiKey: process.env.EXAMPLE_API_KEY });
const { region } = await client.ping();
console.log(\`Connected to \${region}\`);
\`\`\`

> **Tip:** keep your API key out of source control. Read it from an environment variable, as above.

## Next steps

- Read [Authentication](guides/authentication) to choose between API keys and OAuth.
- Browse the API reference for every resource the SDK exposes.`,

  page_auth: `Send \`Authorization: Bearer <key>\` with every request.

Requests without a key answer \`401 Unauthorized\`; a key without the right scope answers \`403 Forbidden\`.

## API keys

Create a key in your workspace's settings and give it the scopes it needs. Keys are shown once: store them in your secrets manager.

\`\`\`sh
curl https://api.example.com/v1/ping \\
  -H "Authorization: Bearer $EXAMPLE_API_KEY"
\`\`\`

## OAuth

Apps that act for other people use OAuth 2.0 with the authorization code flow. Register a redirect URL, send people to \`/oauth/authorize\`, and exchange the code at \`/oauth/token\`.

:::adaptive plan = enterprise
## Single sign-on

Enterprise workspaces can require SSO: keys are then issued to people who signed in with your identity provider, and revoked when they leave it.
:::

:::adaptive role = admin
## Rotating keys

As a workspace admin, rotate a key from **Settings › API keys › Rotate**. The old key keeps working for 24 hours, so deployments can move over without downtime.
:::`,
};

/** The published site of a site installation: the sample space's pages under the site's address. */
export function publishedSite(siteId: string, spaceId: string): SiteModel {
  return buildSite({ siteId, spaceId, title: sampleSpace(spaceId).title, pages: SAMPLE_PAGES, bodies: BODIES });
}
