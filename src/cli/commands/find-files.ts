import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `folder` whose name matches `pattern`, in a stable order, outside node_modules and hidden folders. */
export function findFiles(folder: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (pattern.test(name)) found.push(path);
    }
  };
  visit(folder);
  return found;
}
