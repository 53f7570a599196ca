import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SAMPLE_JWT, sampleToken } from '../src/core/mocks/secret-samples';
import { expect, type Page, test } from './app-test';
import { type DevServer, startDevServer } from './dev-server';
import { manifestWith, quickInsert } from './preview-helpers';

// `kitbench dev --record` (issues 22 and 30) against a local HTTP server standing in for the third party, which
// answers credentials in every place a real API puts them: the block shows the real data, every credential is
// listed for review (where and why) and redacted, a value the author keeps stays kept on the next recording, and
// only once the author writes does kitbench.mocks.ts appear in the folder, without a secret; then the block keeps
// working with the service gone. A 5 MB answer is cut, with a note, to a mocks file the playground opens.
let folder: string;
let dev: DevServer;
let api: Server;
let apiOrigin: string;
let bigApi: Server;
let bigOrigin: string;

// What the stand-in answers, and what the script sends: none of it may reach the review or the mocks file as it is.
const jwt = SAMPLE_JWT;
const stripeTest = sampleToken('Stripe test key');
const stripeLive = sampleToken('Stripe live secret key');
const githubInPath = sampleToken('GitHub classic token');
const githubHeader = sampleToken('GitHub server-to-server token');
const githubOAuth = sampleToken('GitHub OAuth token');
const awsKey = sampleToken('AWS access key ID');
const googleKey = sampleToken('Google API key');
const webhookKey = 'q8Zr2Lx0VbN4tK7mWp1Yc5Hd9fG3sT6u';
const basic = sampleToken('HTTP Basic credentials');
const csrf = 'Zk3Lm9Qp2Rs7Tv4Wx8Yz1Ab5Cd6Ef0Gh2Ij3Kl4Mn5Op';
const secrets = [basic, atob(basic.slice(6)).split(':')[1], csrf, jwt, stripeLive, githubInPath, githubHeader, githubOAuth, awsKey, googleKey, webhookKey, 'live-token', 'xk-5150', 'k-123', 's1g-77', 'tok_live_9', 'cdn-tok-3', 'pw-bot-8', 'hunter2secret', 'session=abc', 'cs-6061'];
const BIG_ISSUES = 20_000;
test.beforeAll(async () => {
  api = createServer((req, res) => {
    if (req.headers.authorization !== 'Bearer live-token') {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    if (req.url?.startsWith('/users/')) {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end(`Deploy notes for ada\nkey: ${stripeLive}\npassword: hunter2secret\nmaps: ${googleKey}\n`);
      return;
    }
    if (req.url === '/login') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><meta name="csrf-token" content="${csrf}"></head><body><form><input type="hidden" name="authenticity_token" value="${csrf}"></form></body></html>`);
      return;
    }
    // The script's own token exchange with the service: recorded, not answered by kitbench's mocked provider.
    if (req.url === '/oauth/token') {
      res.writeHead(200, { 'Content-Type': 'application/x-www-form-urlencoded' });
      res.end(`access_token=${githubOAuth}&token_type=bearer&scope=repo`);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'session=abc; HttpOnly', 'X-Debug-Token': githubHeader, 'X-Request-Id': 'r-1' });
    res.end(
      JSON.stringify({
        id: '550e8400-e29b-41d4-a716-446655440000',
        title: 'Crash on save',
        reporter: 'ada',
        commit: { sha: '9fceb02d0ae598e95dc970b74767f19372d61af8' },
        profile_note: jwt,
        build: { hint: stripeTest, upstream: basic },
        integration: { credentials: { user: 'bot', pass: 'pw-bot-8' }, api_keys: ['k-a', 'k-b'], webhook_key: webhookKey },
        links: { access_token: 'tok_live_9', avatar_url: 'https://cdn.example/a.png?token=cdn-tok-3&size=64' },
        attachments: [{ name: 'aws.txt', preview: `id ${awsKey}` }],
      }),
    );
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // A 5 MB answer: an export of every issue.
  const issues = Array.from({ length: BIG_ISSUES }, (_, id) => ({ id, title: `Issue ${id}: ${'the editor loses the caret '.repeat(9)}` }));
  const big = JSON.stringify({ total: BIG_ISSUES, issues });
  bigApi = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(big));
  await new Promise<void>((done) => bigApi.listen(0, '127.0.0.1', done));
  bigOrigin = `http://127.0.0.1:${(bigApi.address() as AddressInfo).port}`;
  folder = join(await mkdtemp(join(tmpdir(), 'kitbench-e2e-record-')), 'tracker');
  await mkdir(join(folder, 'src'), { recursive: true });
  await writeFile(
    join(folder, 'service-manifest.yaml'),
    manifestWith([
      { id: 'issue', title: 'Issue', description: 'An issue from the tracker.' },
      { id: 'export', title: 'Export', description: 'Every issue of the tracker.' },
    ]),
  );
  await writeFile(
    join(folder, 'src/index.tsx'),
    `import { createComponent, createIntegration } from '@service/runtime';

const auth = { Authorization: 'Bearer live-token', 'X-API-Key': 'xk-5150' };

export default createIntegration({
  components: [
    createComponent({
      componentId: 'issue',
      async render() {
        try {
          const [response] = await Promise.all([
            fetch('${apiOrigin}/issues/42?api_key=k-123&sig=s1g-77&expand=1', { headers: auth }),
            fetch('${apiOrigin}/users/${githubInPath}/notes', { headers: auth }),
            fetch('${apiOrigin}/oauth/token', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code&code=c-1&client_secret=cs-6061' }),
            fetch('${apiOrigin}/login', { headers: auth }),
          ]);
          const issue = await response.json();
          return <block><text>Issue: {issue.title}</text></block>;
        } catch (error) {
          return <block><text>{String(error.message)}</text></block>;
        }
      },
    }),
    createComponent({
      componentId: 'export',
      async render() {
        try {
          const data = await (await fetch('${bigOrigin}/export')).json();
          return <block><text>Export: {data.total} issues, {data.issues.length} listed</text></block>;
        } catch (error) {
          return <block><text>{String(error.message)}</text></block>;
        }
      },
    }),
  ],
});
`,
  );
  dev = await startDevServer(folder, { args: ['--record', '--record-local'] });
});

test.afterAll(async () => {
  await dev?.stop();
  for (const server of [api, bigApi]) {
    if (!server?.listening) continue;
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  await rm(resolve(folder, '..'), { recursive: true, force: true });
});


/** Opens the Network panel's review and returns the dialog and its recordings. */
async function openReview(page: Page) {
  await page.getByRole('tab', { name: 'Network' }).click();
  const network = page.getByRole('region', { name: 'Network' });
  await expect(network.getByText('Recording', { exact: true })).toBeVisible();
  await network.getByRole('button', { name: /Review recordings \(\d+\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Review recordings' });
  return { dialog, recordings: dialog.getByRole('list', { name: 'Recordings' }).getByRole('listitem').filter({ has: page.getByRole('checkbox') }) };
}

async function openDev(page: Page) {
  await page.goto(dev.url);
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Preview' }).click();
}

const issueBlock = (page: Page) => page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Issue block' }).last();

test('record mode finds credentials in every place, lists each with where and why, remembers a kept value, and writes no secret', async ({ page }) => {
  test.setTimeout(120_000);
  await openDev(page);
  await quickInsert(page, 'Issue');
  // The real service answered through kitbench dev, with the script's own credentials.
  await expect(issueBlock(page)).toContainText('Issue: Crash on save', { timeout: 15_000 });

  let { dialog, recordings } = await openReview(page);
  const issue = recordings.filter({ hasText: `${apiOrigin}/issues/42?api_key=REDACTED&sig=REDACTED&expand=1` }).first();
  const rows = issue.getByRole('list', { name: /^Redactions in GET / });
  const row = (where: string) => rows.getByRole('listitem').filter({ hasText: where }).first();
  const expected: [string, string][] = [
    ['request header authorization', 'credential header'],
    ['request header x-api-key', 'credential header'],
    ['query parameter api_key', 'secret-named parameter'],
    ['query parameter sig', 'secret-named parameter'],
    ['response header set-cookie', 'cookies'],
    ['response header x-debug-token', 'credential header'],
    ['response body › profile_note', 'JWT'],
    ['response body › build.hint', 'Stripe key'],
    ['response body › build.upstream', 'basic credentials'],
    ['response body › integration.credentials', 'secret-named field'],
    ['response body › integration.api_keys', 'secret-named field'],
    ['response body › integration.webhook_key', 'high-entropy value in a credential field'],
    ['response body › links.access_token', 'secret-named field'],
    ['response body › links.avatar_url', 'secret-named parameter in a URL'],
    ['response body › attachments[0].preview', 'AWS access key ID'],
  ];
  for (const [where, why] of expected) await expect(row(where)).toContainText(why);
  // What only looks like a credential stays: the issue's UUID and the commit sha.
  await expect(issue).toContainText('550e8400-e29b-41d4-a716-446655440000');
  await expect(issue).toContainText('9fceb02d0ae598e95dc970b74767f19372d61af8');
  // The token in the URL path, the text body and the form-encoded answer.
  const notes = recordings.filter({ hasText: `${apiOrigin}/users/:redacted/notes` }).first();
  await expect(notes.getByRole('listitem').filter({ hasText: 'URL path segment 2' })).toContainText('GitHub token');
  await expect(notes.getByRole('listitem').filter({ hasText: 'response body, line 2' })).toContainText('Stripe key');
  await expect(notes.getByRole('listitem').filter({ hasText: 'response body, line 3' })).toContainText('secret-named field');
  await expect(notes.getByRole('listitem').filter({ hasText: 'response body, line 4' })).toContainText('Google API key');
  const token = recordings.filter({ hasText: `${apiOrigin}/oauth/token` }).first();
  await expect(token.getByRole('listitem').filter({ hasText: 'response body › access_token' })).toContainText('secret-named field');
  const login = recordings.filter({ hasText: `${apiOrigin}/login` }).first();
  await expect(login.getByRole('listitem').filter({ hasText: 'response body, line 1' })).toContainText('secret-named HTML field');
  // Nothing in the review as it came: not in its text, nor in a label or title.
  const shown = await dialog.innerHTML();
  for (const secret of secrets) expect(shown, secret).not.toContain(secret);
  // Headers are dropped, not kept: no choice for them.
  await expect(row('request header authorization').getByRole('button')).toHaveCount(0);

  // The Stripe test key in build.hint is harmless: keep it, one click.
  await issue.getByRole('button', { name: 'Keep value: response body › build.hint' }).click();
  await expect(row('response body › build.hint')).toContainText('kept as it came');
  await expect(issue.getByTitle(/^Recorded body of GET/)).toContainText(stripeTest);
  await expect(issue.getByTitle(/^Recorded body of GET/)).not.toContainText(jwt);

  // Remembered: after a reload, the next recording of the same request keeps it from the start.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Preview' }).click();
  const before = (await openReview(page)).recordings.filter({ hasText: '/issues/42' });
  const count = await before.count();
  await page.getByRole('dialog', { name: 'Review recordings' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Preview' }).click();
  await quickInsert(page, 'Issue');
  ({ dialog, recordings } = await openReview(page));
  const issues = recordings.filter({ hasText: '/issues/42' });
  await expect.poll(() => issues.count()).toBeGreaterThan(count);
  const next = issues.last();
  await expect(next.getByRole('listitem').filter({ hasText: 'response body › build.hint' })).toContainText('kept as it came');
  await expect(next.getByRole('listitem').filter({ hasText: 'response body › profile_note' })).toContainText('JWT');

  // Nothing is written before the author chooses to; then no secret but the kept value reaches the file.
  await expect(readFile(join(folder, 'kitbench.mocks.ts'), 'utf8')).rejects.toThrow();
  await dialog.getByRole('button', { name: /Write \d+ mocks? to kitbench\.mocks\.ts/ }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => readFile(join(folder, 'kitbench.mocks.ts'), 'utf8').catch(() => ''), { timeout: 10_000 }).toContain(`http.get('${apiOrigin}/issues/42'`);
  const written = await readFile(join(folder, 'kitbench.mocks.ts'), 'utf8');
  expect(written).toContain('"title": "Crash on save"');
  expect(written).toContain(`http.get('${apiOrigin}/users/:redacted/notes'`);
  expect(written).toContain(stripeTest);
  for (const secret of secrets) expect(written, secret).not.toContain(secret);
  for (const secret of secrets) expect(dev.output(), secret).not.toContain(secret);

  // The service goes away; the mock answers in the sandbox and Network says so.
  api.closeAllConnections();
  await new Promise((done) => api.close(done));
  await page.getByRole('tab', { name: 'Preview' }).click();
  await quickInsert(page, 'Issue');
  await expect(issueBlock(page)).toContainText('Issue: Crash on save');
  await page.getByRole('tab', { name: 'Network' }).click();
  const network = page.getByRole('region', { name: 'Network' });
  await expect(network.getByRole('list', { name: 'Requests' }).getByRole('button').filter({ hasText: 'mocked' }).first()).toBeVisible();
});

test('a 5 MB answer is recorded cut, with a note, into a mocks file the playground opens', async ({ page }) => {
  test.setTimeout(120_000);
  await openDev(page);
  // The script gets the whole answer (on a busy machine its render may pass the 2 s limit parsing it: the
  // recording is made all the same, which is what this journey is about).
  await quickInsert(page, 'Export');
  await page.getByRole('tab', { name: 'Network' }).click();
  await expect(page.getByRole('region', { name: 'Network' }).getByRole('button', { name: /Review recordings \([1-9]\d*\)/ })).toBeVisible({ timeout: 30_000 });

  const { dialog, recordings } = await openReview(page);
  const recording = recordings.filter({ hasText: `${bigOrigin}/export` }).first();
  const note = recording.getByRole('note', { name: `Body cut: GET ${bigOrigin}/export` });
  await expect(note).toContainText(/The response body was 5\.\d MB; the mocks file must stay under 1\.0 MB/);
  await expect(note).toContainText(/the first [\d,]+ of 20,000 items of `issues`/);
  await dialog.getByRole('button', { name: /Write \d+ mocks? to kitbench\.mocks\.ts/ }).click();
  await expect(dialog).toBeHidden();

  const file = join(folder, 'kitbench.mocks.ts');
  await expect.poll(() => readFile(file, 'utf8').catch(() => ''), { timeout: 10_000 }).toContain(`http.get('${bigOrigin}/export'`);
  const written = await readFile(file, 'utf8');
  expect(Buffer.byteLength(written)).toBeLessThan(1024 * 1024);
  expect(written).toMatch(/\/\/ The response body was 5\.\d MB;/);

  // The file opens: after a reload it is in the playground's files, and the block answers from it.
  bigApi.closeAllConnections();
  await new Promise((done) => bigApi.close(done));
  await page.reload();
  await expect(page.getByRole('status', { name: 'Dev server connection' })).toHaveText('Connected', { timeout: 30_000 });
  await expect(page.getByRole('tree', { name: 'Files' }).getByRole('treeitem', { name: /^kitbench\.mocks\.ts/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Preview' }).click();
  await quickInsert(page, 'Export');
  await expect(page.getByRole('region', { name: 'Document' }).getByRole('group', { name: 'Export block' }).last()).toContainText(
    new RegExp(`Export: ${BIG_ISSUES} issues, \\d+ listed`),
    { timeout: 20_000 },
  );
});
