// `.env` files (the CLI's `--env-file`, a pasted block in the Environment panel): KEY=VALUE lines.

/** Parses dotenv text: `KEY=value`, `export KEY=value`, quotes, `#` comments; later keys win. Never throws. */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  // a `#` starts a comment only after whitespace: `PASS=abc#def` keeps its `#`
  const pattern = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*("(?:\\.|[^"\\])*"|'[^']*'|[^\n]*?)(?:\s+#.*)?\s*$/;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(line)) continue;
    const match = pattern.exec(line);
    if (!match) continue;
    const [, key, raw] = match;
    env[key] = unquote(raw);
  }
  return env;
}

function unquote(raw: string): string {
  if (raw.startsWith("'") && raw.endsWith("'") && raw.length >= 2) return raw.slice(1, -1);
  if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) {
    return raw.slice(1, -1).replace(/\\([nrt"\\])/g, (_, char: string) => ({ n: '\n', r: '\r', t: '\t' })[char] ?? char);
  }
  return raw;
}
