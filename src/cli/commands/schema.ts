import { publishedManifestSchema } from '../../core/manifest/published-schema.ts';
import { type CliIO, EXIT } from '../io.ts';

/** Help of `kitbench schema`. */
export const SCHEMA_HELP = `Usage: kitbench schema

Prints the JSON Schema (draft 2020-12) of service-manifest.yaml. An editor using it flags what validate calls an
error; unknown keys and repeated list items, which validate only warns about, it leaves alone.
Save it and point a YAML language server at it:
  kitbench schema > service-manifest.schema.json
  # yaml-language-server: $schema=./service-manifest.schema.json

Options:
  -h, --help   show this help
`;

/** `kitbench schema`: prints the manifest's JSON Schema. */
export async function runSchema(argv: string[], io: CliIO): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(SCHEMA_HELP);
    return EXIT.ok;
  }
  if (argv.length > 0) {
    io.stderr(`kitbench schema: unexpected argument "${argv[0]}"\n\n${SCHEMA_HELP}`);
    return EXIT.usage;
  }
  io.stdout(`${JSON.stringify(publishedManifestSchema(), null, 2)}\n`);
  return EXIT.ok;
}
