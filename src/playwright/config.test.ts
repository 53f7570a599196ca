import { describe, expect, it } from 'vitest';
import { defineConfig } from './config';
import { KITBENCH_VIEWPORT } from './defaults';

describe('defineConfig', () => {
  it("sets kitbench's defaults: the *.kitbench.spec files, the README's browser, a 1440×900 window", () => {
    const config = defineConfig();
    expect(config.testMatch).toBeInstanceOf(RegExp);
    expect((config.testMatch as RegExp).test('flow.kitbench.spec.ts')).toBe(true);
    expect(config.use?.viewport).toEqual(KITBENCH_VIEWPORT);
    expect(config.use?.launchOptions?.args).toContain('--disable-gpu');
  });

  it("keeps what the project sets, its browser options over kitbench's", () => {
    const config = defineConfig({ testMatch: '**/*.e2e.ts', use: { theme: 'dark', viewport: { width: 800, height: 600 }, launchOptions: { executablePath: '/opt/chrome', args: [] } } });
    expect(config.testMatch).toBe('**/*.e2e.ts');
    expect(config.use).toMatchObject({ theme: 'dark', viewport: { width: 800, height: 600 }, launchOptions: { executablePath: '/opt/chrome', args: [] } });
  });
});
