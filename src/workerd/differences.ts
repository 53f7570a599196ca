/**
 * What works in one engine and not the other, read from the author's own files (`kitbench check`'s warnings): the
 * script may be fine in kitbench's engines (a browser Web Worker, a Node worker thread) and fail on the platform's
 * workerd, or the other way round. Exercising the handlers (check.ts) finds what runs; this finds what the handlers
 * exercised once may not reach.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One finding at the author's file and line. `error`: the platform would refuse it; `warning`: the engines differ. */
export interface Finding {
  severity: 'error' | 'warning';
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

/**
 * Workers' limits (developers.cloudflare.com/workers/platform/limits): the compressed script size (3 MB on the free
 * plan, 10 MB on paid plans) and subrequests per invocation (50 free, 1000 paid). Which plan the platform runs on is
 * not published: the free plan's figures warn, the paid plan's fail.
 */
export const LIMITS = { scriptGzipWarn: 3 * 1024 * 1024, scriptGzipMax: 10 * 1024 * 1024, subrequestsWarn: 50 } as const;

interface Rule {
  pattern: RegExp;
  message: (match: RegExpExecArray) => string;
}

const RULES: Rule[] = [
  {
    pattern: /\bnew\s+Function\s*\(|(?<![.\w$])eval\s*\(/g,
    message: (match) =>
      `${match[0].startsWith('eval') ? 'eval()' : 'new Function()'} generates code from a string: workerd refuses it ("EvalError: Code generation from strings disallowed for this context"); kitbench's browser worker allows it. Write the code out, or parse the data instead.`,
  },
  {
    pattern: /(?<![.\w$])(process|Buffer)\s*\./g,
    message: (match) =>
      `\`${match[1]}\` is a Node global: workerd gives it under nodejs_compat (the platform enables it), kitbench's engines (a Web Worker) do not. Prefer the web API (TextEncoder, Uint8Array, the environment's secrets).`,
  },
  {
    pattern: /(?<![.\w$'"`])(caches|HTMLRewriter|scheduler)\s*[.(]/g,
    message: (match) => `\`${match[1]}\` exists in workerd, not in kitbench's engines: kitbench/testing and the playground fail where the platform runs. Guard it (\`typeof ${match[1]} !== 'undefined'\`).`,
  },
  {
    // workerd's navigator: userAgent ('Cloudflare-Workers'), language ('en') and hardwareConcurrency (1), no more.
    pattern: /(?<![.\w$'"`])(navigator)\s*\.\s*(?!(?:userAgent|language|hardwareConcurrency)\b)(\w+)/g,
    message: (match) =>
      `\`navigator.${match[2]}\`: workerd's navigator has only userAgent, language and hardwareConcurrency (no sendBeacon, no languages); the browser's has more.`,
  },
  {
    pattern: /(?<![.\w$'"`])WebAssembly\s*\.\s*(compile|compileStreaming|instantiateStreaming)\s*\(|\bnew\s+WebAssembly\s*\.\s*Module\s*\(/g,
    message: () =>
      'compiling WebAssembly from bytes at run time: workerd refuses it ("CompileError: WebAssembly.compile(): Wasm code generation disallowed by embedder"); kitbench\'s engines allow it. Import the .wasm file as a module instead.',
  },
  {
    pattern: /(?<![.\w$'"`])(window|document|localStorage|sessionStorage|XMLHttpRequest|importScripts)\s*[.(]/g,
    message: (match) => `\`${match[1]}\` does not exist in workerd (nor in a Web Worker's handler, except importScripts): the script would throw a ReferenceError on the platform.`,
  },
];

/**
 * Blanks comments and the text of string and template literals (keeping line and column numbers), so a commented-out
 * `eval(` or the page a fetch handler serves (`<script>document.…</script>` in a template) is not a finding; a
 * template's `${…}` expressions stay code.
 */
export function codeOnly(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  // Open template literals; each entry is the brace depth its current `${` started at.
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  const inTemplateText = () => templates.length > 0 && templates[templates.length - 1] === -1;
  while (i < text.length) {
    const c = text[i];
    if (inTemplateText()) {
      const start = i;
      while (i < text.length && text[i] !== '`' && !(text[i] === '$' && text[i + 1] === '{')) i += text[i] === '\\' ? 2 : 1;
      blank(start, i);
      if (text[i] === '`') templates.pop();
      else if (i < text.length) {
        templates[templates.length - 1] = depth;
        depth += 1;
        i += 1;
      }
      i += 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      blank(i, end === -1 ? text.length : end);
      i = end === -1 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      blank(i, end === -1 ? text.length : end + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      blank(i + 1, j);
      i = j + 1;
    } else if (c === '`') {
      templates.push(-1);
      i += 1;
    } else if (c === '{') {
      depth += 1;
      i += 1;
    } else if (c === '}') {
      depth -= 1;
      if (templates.length > 0 && templates[templates.length - 1] === depth) templates[templates.length - 1] = -1;
      i += 1;
    } else i += 1;
  }
  return out.join('');
}

function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

/** The differences found in the author's files (folder-relative `inputs`). */
export function scanSources(root: string, inputs: string[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of inputs) {
    if (!/\.[cm]?[jt]sx?$/.test(file) || /\.raw\.js$/.test(file)) continue;
    let text: string;
    try {
      text = codeOnly(readFileSync(path.join(root, file), 'utf8'));
    } catch {
      continue;
    }
    for (const rule of RULES) {
      rule.pattern.lastIndex = 0;
      for (let match = rule.pattern.exec(text); match; match = rule.pattern.exec(text)) {
        findings.push({ severity: 'warning', message: rule.message(match), file, ...position(text, match.index) });
      }
    }
  }
  return findings;
}

/** `node:*` imports: fine in workerd under nodejs_compat, refused by kitbench's bundler. */
export function nodeImportFindings(nodeImports: { specifier: string; file: string }[]): Finding[] {
  return nodeImports
    .filter((entry) => !entry.file.includes('node_modules/'))
    .map((entry) => ({
      severity: 'warning' as const,
      file: entry.file,
      message: `imports ${entry.specifier}: workerd gives it under nodejs_compat (the platform enables it), but kitbench's engines refuse Node built-ins, so the playground and kitbench/testing cannot run this script. Prefer the web API.`,
    }));
}

/** The script's size against Workers' limit. */
export function sizeFindings(code: string): { gzipBytes: number; findings: Finding[] } {
  const gzipBytes = gzipSync(code).length;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (gzipBytes > LIMITS.scriptGzipMax) {
    return { gzipBytes, findings: [{ severity: 'error', message: `the bundle is ${mb(gzipBytes)} compressed: above Workers' ${mb(LIMITS.scriptGzipMax)} script limit, the platform refuses it. Drop large dependencies.` }] };
  }
  if (gzipBytes > LIMITS.scriptGzipWarn) {
    return { gzipBytes, findings: [{ severity: 'warning', message: `the bundle is ${mb(gzipBytes)} compressed: above Workers' free-plan ${mb(LIMITS.scriptGzipWarn)} script limit.` }] };
  }
  return { gzipBytes, findings: [] };
}
