import { describe, expect, it } from 'vitest';
import type { IntegrationFolder } from '../workspace/folder';
import { decodeShareFragment, encodeShareFragment } from '../workspace/share';
import { unzipFolder, zipFolder } from '../workspace/zip';
import { upsertMockHandler } from './edit';
import { findMocksFile, MOCKS_FILE } from './file';

// Issue 22 point 4: the mocks file is one of the folder's sources, so it travels with the zip and share links.
const edit = upsertMockHandler(undefined, { method: 'GET', url: 'https://api.tracker.example/issues/42', status: 200, body: '{"title":"Crash on save"}' });
const mocks = edit.ok ? edit.text : '';
const folder: IntegrationFolder = {
  name: 'tracker',
  manifest: 'name: tracker\nscript: src/index.ts\n',
  sources: { 'src/index.ts': 'export default {};\n', [MOCKS_FILE]: mocks },
  assets: [],
};

describe('the mocks file travels with the folder', () => {
  it('through the zip export and import', () => {
    const back = unzipFolder(zipFolder(folder), 'tracker.zip');
    expect(findMocksFile(Object.keys(back.sources))).toBe(MOCKS_FILE);
    expect(back.sources[MOCKS_FILE]).toBe(mocks);
  });
  it('through a share link', () => {
    const back = decodeShareFragment(encodeShareFragment(folder));
    expect(back.sources[MOCKS_FILE]).toBe(mocks);
  });
});
