import { bytesToBase64 } from './base64';
import type { IntegrationFolder } from './folder';

/** A small folder for tests: a comment in the manifest, non-ASCII and CRLF in the entry, a second source, a binary asset. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 128, 7]);

export const folder: IntegrationFolder = {
  name: 'Team Counter',
  manifest: '# comment\nname: team-counter\nscript: src/index.tsx\nicon: assets/icon.png\n',
  sources: {
    'package.json': '{ "dependencies": { "itty-router": "^5.0.0" } }\n',
    'src/index.tsx': "import { greet } from './utils';\r\nexport default greet('é ✓');\r\n",
    'src/utils.ts': "export const greet = (name: string) => 'hi ' + name;\n",
  },
  assets: [{ path: 'assets/icon.png', mime: 'image/png', base64: bytesToBase64(png) }],
};
