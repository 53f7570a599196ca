import { describe, expect, it } from 'vitest';
import { validate } from '../../core/manifest';
import { base64ToBytes } from '../../core/workspace/base64';
import { templateEntry, templates, workspaceFromTemplate } from './templates';

describe('templates', () => {
  it('offer the counter first and the other starting points, the multi-file project last', () => {
    expect(templates.map((t) => t.id)).toEqual([
      'counter',
      'settings-form',
      'webhook-forwarder',
      'webframe-block',
      'published-script',
      'visitor-auth',
      'content-source',
      'event-logger',
      'modal-component',
      'release-notes',
    ]);
  });

  it('carry every file of their folder: the multi-file project its modules, text import, package.json and README', () => {
    const project = templates.find((t) => t.id === 'release-notes')!;
    expect(Object.keys(project.sources).sort()).toEqual([
      'README.md',
      'package.json',
      'src/components/ReleaseNotes.tsx',
      'src/embed.raw.js',
      'src/index.tsx',
      'src/releases.ts',
      'src/utils.ts',
    ]);
    expect(project.sources['src/index.tsx']).toContain("from './embed.raw.js'");
    expect(project.npmDependencies).toEqual(['itty-router']);
    expect(templates.find((t) => t.id === 'counter')!.npmDependencies).toEqual([]);
  });

  it('open the entry of a new workspace', () => {
    const project = templates.find((t) => t.id === 'release-notes')!;
    expect(workspaceFromTemplate(project, 'p').openFile).toBe('src/index.tsx');
  });

  for (const template of templates) {
    describe(template.title, () => {
      it('has a manifest without errors, its files present, its secrets set', () => {
        const files = new Map(template.assets.map((a) => [a.path, base64ToBytes(a.base64)]));
        for (const [path, text] of Object.entries(template.sources)) files.set(path, new TextEncoder().encode(text));
        const result = validate(template.manifest, {
          files: { has: (path) => files.has(path), read: (path) => files.get(path) },
          env: template.env,
          checkEnv: true,
        });
        expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      });

      it('names the script the manifest names, with a default export', () => {
        const entry = templateEntry(template);
        expect(template.manifest).toContain(`script: ${entry}`);
        expect(template.sources[entry]).toMatch(/export default createIntegration(<\w+>)?\(/);
      });

      it('carries its images as PNG bytes', () => {
        for (const asset of template.assets) {
          expect(asset.mime).toBe('image/png');
          expect([...base64ToBytes(asset.base64).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
        }
      });
    });
  }

  it('start a workspace with its own copy of the files and no installation', () => {
    const a = workspaceFromTemplate(templates[0], 'a');
    const b = workspaceFromTemplate(templates[0], 'b');
    expect(a.assets).not.toBe(b.assets);
    expect(a.installation).toBeNull();
    expect(a.env).toEqual({ CLIENT_ID: 'kitbench-client', CLIENT_SECRET: 'kitbench-secret' });
  });
});
