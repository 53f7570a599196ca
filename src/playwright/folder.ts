import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { MANIFEST_FILES as MANIFEST_NAMES } from '../core/workspace/manifest-file';

const hasManifest = (dir: string) => MANIFEST_NAMES.some((name) => existsSync(join(dir, name)));

/**
 * The integration folder a test runs against. `integration` unset: the spec file's folder, or the nearest folder
 * above it, holding the manifest (a spec beside `service-manifest.yaml` or in its `tests/` needs no option). Set:
 * a path, relative to the project's `testDir` (`test.use({ integration: 'integrations/diagram' })`).
 */
export function resolveIntegration(integration: string | undefined, specFile: string, testDir: string): string {
  if (integration !== undefined && integration !== '') {
    const folder = isAbsolute(integration) ? integration : resolve(testDir, integration);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      throw new Error(`kitbench/playwright: the integration folder ${folder} does not exist (option integration: '${integration}', relative to the testDir ${testDir}).`);
    }
    if (!hasManifest(folder)) {
      throw new Error(`kitbench/playwright: no ${MANIFEST_NAMES.join(' or ')} in ${folder} (option integration: '${integration}'). Point it at the folder that holds the manifest.`);
    }
    return folder;
  }
  const start = dirname(specFile);
  for (let dir = start; ; dir = dirname(dir)) {
    if (hasManifest(dir)) return dir;
    if (dirname(dir) === dir) break;
  }
  throw new Error(
    `kitbench/playwright: no ${MANIFEST_NAMES[0]} in ${start} or any folder above it. Put the spec in the integration's folder, or name it with test.use({ integration: 'path/to/folder' }).`,
  );
}
