import { describe, expect, it } from 'vitest';
import { parseDotenv } from './dotenv.ts';

describe('parseDotenv', () => {
  it('reads KEY=value lines, export prefixes, quotes and comments', () => {
    const text = [
      '# a comment',
      'CLIENT_ID=abc123',
      'export CLIENT_SECRET = "s3cr3t # not a comment"',
      "SINGLE='raw \\n kept'",
      'ESCAPED="line1\\nline2"',
      'TRAILING=value # comment',
      'EMPTY=',
      'not a line',
      '',
    ].join('\r\n');
    expect(parseDotenv(text)).toEqual({
      CLIENT_ID: 'abc123',
      CLIENT_SECRET: 's3cr3t # not a comment',
      SINGLE: 'raw \\n kept',
      ESCAPED: 'line1\nline2',
      TRAILING: 'value',
      EMPTY: '',
    });
  });

  it('keeps a # inside an unquoted value', () => {
    expect(parseDotenv('PASS=abc#def\nURL=https://x.test/#frag # note')).toEqual({ PASS: 'abc#def', URL: 'https://x.test/#frag' });
  });

  it('lets a later key win', () => {
    expect(parseDotenv('A=1\nA=2')).toEqual({ A: '2' });
  });
});
