import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createFromTemplate } from './actions';
import { importDirectoryFiles, importZipFile } from './importFolder';
import { workspaceStore } from './store';
import { templates } from './templates';

const MB = 1024 * 1024;
const MANIFEST = 'name: greeter\nscript: src/index.ts\n';

/** A file as `<input webkitdirectory>` hands it over. */
function picked(path: string, bytes: Uint8Array | string): File {
  const file = new File([typeof bytes === 'string' ? bytes : (bytes as Uint8Array<ArrayBuffer>)], path.split('/').pop()!);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

describe('the storage limits on every way in', () => {
  it('refuse a zip whose image is over 2 MB, naming it, and add no workspace', async () => {
    const before = workspaceStore.getState().workspaces.length;
    const zip = zipSync({ 'service-manifest.yaml': strToU8(MANIFEST), 'src/index.ts': strToU8(''), 'assets/huge.png': new Uint8Array(3 * MB) });
    const result = await importZipFile(new File([zip], 'greeter.zip'));
    expect(result).toEqual({ error: 'greeter.zip: assets/huge.png is 3.0 MB; an image or other binary file may be at most 2.0 MB. Nothing was changed.' });
    expect(workspaceStore.getState().workspaces).toHaveLength(before);
  });

  it('refuse a picked folder over 8 MB in all', async () => {
    const part = 'x'.repeat(1.9 * MB);
    const files = [picked('big/service-manifest.yaml', MANIFEST), ...[1, 2, 3, 4, 5].map((n) => picked(`big/src/part${n}.ts`, part))];
    const result = await importDirectoryFiles(files);
    expect(result).toEqual({ error: expect.stringMatching(/^big: The workspace's files come to 9\.5 MB; a workspace may hold at most 8\.0 MB\. Nothing was changed\.$/) });
  });

  it('let every template through', () => {
    for (const template of templates) expect(() => createFromTemplate(template)).not.toThrow();
  });
});
