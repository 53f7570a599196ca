import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from './app-test';
import { openApp, seriousViolationsInBothThemes, storedWorkspaces } from './helpers';

const EXAMPLE = readFileSync(new URL('../src/examples/counter/service-manifest.yaml', import.meta.url), 'utf8');

async function openListing(page: Page) {
  await openApp(page);
  await page.getByRole('tab', { name: 'Listing' }).click();
  await expect(page.getByRole('article', { name: 'Installation page' })).toBeVisible();
}

async function openManifest(page: Page, text: string) {
  await page.getByLabel('Open manifest').setInputFiles({ name: 'service-manifest.yaml', mimeType: 'application/yaml', buffer: Buffer.from(text) });
}

/** A valid RGB PNG of the given size (one flat colour), built with node's zlib. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the example installation page shows its icon, summary, images, links and permissions; refuses a file that is not an image; keeps the last page it could read when the YAML breaks', async ({ page }) => {
  await openListing(page);
  const listing = page.getByRole('article', { name: 'Installation page' });
  await expect(listing.getByRole('heading', { name: 'Team Counter', level: 2 })).toBeVisible();
  await expect(listing.getByRole('img', { name: 'Team Counter icon' })).toBeVisible();

  const summary = listing.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('heading', { name: 'Team Counter' })).toBeVisible();
  await expect(summary.locator('strong', { hasText: 'Counter' })).toBeVisible();
  const summaryText = /summary: \|\n((?: {2}.*\n|\n)*)/.exec(EXAMPLE)![1].replace(/^ {2}/gm, '');
  await expect(summary).toContainText(`${[...summaryText].length} / 2048 characters`);

  const screenshot = listing.getByRole('img', { name: /Screenshot 1 of 1/ });
  await expect(screenshot).toBeVisible();
  expect(await screenshot.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1600, 800]);
  await expect(listing.getByText(/not 2:1/)).toHaveCount(0);

  await expect(listing.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', 'https://example.com/docs/team-counter');
  await expect(listing.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'https://example.com/support');
  await expect(listing.getByRole('region', { name: 'Permissions' })).toContainText('Read space content');
  await expect(listing.getByRole('region', { name: 'Permissions' })).toContainText('Read metadata of a space');
  await expect(listing.getByRole('region', { name: 'Who can install' })).toContainText('Members of any organization can install');
  await expect(page.getByText('Ready to submit')).toBeVisible();

  await test.step('a file that is not an image is refused with a message', async () => {
    await page.getByLabel('Add icon').or(page.getByLabel('Replace icon')).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByRole('region', { name: 'Images', exact: true }).getByRole('alert')).toContainText('notes.txt is not an image');
    await expect(page.getByRole('img', { name: 'Team Counter icon' })).toBeVisible();
  });

  await test.step('a manifest with a YAML error keeps the last page that could be read, and says why', async () => {
    await openManifest(page, EXAMPLE.replace('title: Team Counter', 'title: [Team Counter'));
    await expect(page.getByRole('status').filter({ hasText: 'The manifest cannot be read' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Installation page' }).getByRole('heading', { name: 'Team Counter', level: 2 })).toBeVisible();
  });
});

// One visit: each step opens a manifest of its own over the example's.
test('the marketplace checklist: a private manifest is blocked (the panel scanned by axe, light and dark) and a manifest error is not ready, each jumping to its line to fix; a hostile summary renders inert', async ({ page }) => {
  await openListing(page);
  await test.step('a private manifest is blocked from the marketplace, the Listing panel has no serious accessibility problems (light and dark), and the checklist jumps to the line to fix', async () => {
    await openManifest(page, EXAMPLE.replace('visibility: public', 'visibility: private'));
    const checklist = page.getByRole('region', { name: 'Marketplace readiness' });
    const item = checklist.getByRole('button', { name: /Visibility must be public/ });
    await expect(item).toBeVisible();

    await test.step('no serious accessibility problems in the panel, light and dark', async () => {
      expect(await seriousViolationsInBothThemes(page, '#panel-listing')).toEqual([]);
    });

    const line = EXAMPLE.split('\n').findIndex((l) => l.startsWith('visibility:')) + 1;
    await expect(item).toContainText(`Ln ${line}`);
    await expect(checklist).toContainText('1 item blocks submission');
    await expect(page.getByRole('region', { name: 'Who can install' })).toContainText('Only members of the acme-docs organization');

    await item.click();
    await expect(page.getByRole('textbox', { name: 'Manifest editor' })).toBeFocused();
    // The cursor is on that line: replacing the line's text fixes it.
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('visibility: public');
    await expect(checklist.getByRole('button', { name: /Visibility is public/ })).toBeVisible();
    await expect(checklist).toContainText('Ready to submit');
  });
  await test.step('the listing is not ready while the manifest has an error, and no done item sits beside it', async () => {
    const broken = EXAMPLE.replace('url: https://example.com/support', 'url: example.com/support');
    await openManifest(page, broken);
    const line = broken.split('\n').findIndex((l) => l.includes('url: example.com/support')) + 1;
    const checklist = page.getByRole('region', { name: 'Marketplace readiness' });
    await expect(checklist).toContainText('Not ready');
    await expect(checklist).not.toContainText('Ready to submit');
    await expect(checklist.getByRole('button', { name: `Manifest error on line ${line}`, exact: true })).toBeVisible();
    await expect(checklist.getByRole('button', { name: /2 external links/ })).toHaveCount(0);
    await expect(checklist.getByRole('button', { name: /^externalLinks\[1\]\.url must be an http\(s\) or mailto URL/ })).toContainText(`Ln ${line}`);

    // the button goes to the line; fixing the URL there makes the listing ready again
    await checklist.getByRole('button', { name: `Manifest error on line ${line}`, exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Manifest editor' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('url: https://example.com/support');
    await expect(checklist).toContainText('Ready to submit');
    await expect(checklist.getByRole('button', { name: /2 external links/ })).toBeVisible();
  });
  await test.step('a summary with <script> and javascript: links renders inert', async () => {
    const hostile = EXAMPLE.replace(
      /summary: \|\n(?: {2}.*\n|\n)*/,
      [
        'summary: |',
        '  Hello **reader**.',
        '',
        '  <script>window.__pwned = "script"</script>',
        '',
        '  <img src="x" onerror="window.__pwned = \'img\'">',
        '',
        '  [click me](javascript:window.__pwned=\'link\') and [data](data:text/html,hi) and [safe](https://example.com/ok)',
        '',
      ].join('\n'),
    );
    await openManifest(page, hostile);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.locator('strong', { hasText: 'reader' })).toBeVisible();
    await expect(summary.locator('script, img, iframe')).toHaveCount(0);
    await expect(summary).toContainText('<script>window.__pwned = "script"</script>');
    // Only the https link is a link; the others stay text.
    await expect(summary.getByRole('link')).toHaveCount(1);
    await expect(summary.getByRole('link', { name: 'safe' })).toHaveAttribute('href', 'https://example.com/ok');
    await summary.getByText(/click me/).click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  });
});

// One visit: the example's images changed in turn, the icon first (its check reads the whole stored manifest).
test('dropping a new icon replaces the file and the path, keeping the rest of the manifest; a preview image that is not 2:1 is written to the manifest with a note on its ratio', async ({ page }) => {
  await openListing(page);
  await test.step('dropping a new icon replaces the file and the path, and keeps the rest of the manifest as written', async () => {
    const dataTransfer = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], 'New Icon.png', { type: 'image/png' }));
      return transfer;
    }, png(128, 128).toString('base64'));
    await page.getByRole('group', { name: 'Drop an icon' }).dispatchEvent('drop', { dataTransfer });

    await expect(page.getByRole('region', { name: 'Images', exact: true })).toContainText('assets/new-icon.png');
    await expect(page.getByRole('img', { name: 'Team Counter icon' })).toHaveJSProperty('naturalWidth', 128);
    const expected = EXAMPLE.replace('icon: assets/icon.png', 'icon: assets/new-icon.png');
    await expect
      .poll(async () => (await storedWorkspaces(page))[0])
      .toMatchObject({ manifest: expected, assets: [{ path: 'assets/preview.png' }, { path: 'assets/new-icon.png' }] });
  });
  await test.step('adding a preview image that is not 2:1 writes its path to the manifest and notes the ratio', async () => {
    await page.getByLabel('Add preview images').setInputFiles({ name: 'Square Shot.png', mimeType: 'image/png', buffer: png(300, 300) });
    const listing = page.getByRole('article', { name: 'Installation page' });
    await listing.getByRole('button', { name: 'Show image 2' }).click();
    await expect(listing.getByText('assets/square-shot.png is 300 × 300 (1:1), not 2:1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Marketplace readiness' })).toContainText('Preview image 2 is not 2:1');
    await expect(page.getByRole('textbox', { name: 'Manifest editor' })).toBeAttached();
    await expect
      .poll(async () => (await storedWorkspaces(page))[0]?.manifest ?? '')
      .toContain('previewImages:\n  - assets/preview.png\n  - assets/square-shot.png\n');

    // Removing it takes the line out again, and the file with it.
    await page.getByRole('button', { name: 'Remove preview image 2' }).click();
    await expect(listing.getByRole('button', { name: 'Show image 2' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Marketplace readiness' })).not.toContainText('not 2:1');
  });
});
