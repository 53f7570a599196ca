#!/usr/bin/env node
/**
 * Writes src/core/events/api-events.ts: every event type of the platform's OpenAPI document (`@gitbook/api`'s
 * spec/openapi.json, the `Event` union) with its fields, for the Events panel. Run it after updating the package;
 * src/core/events/api-events.test.ts fails while the checked-in list is out of step.
 *
 * Usage: node scripts/api-events.mjs   (npm run api-events)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
// the parser is TypeScript (shared with the test): esbuild turns it into a module Node can import
const bundled = await build({ entryPoints: [new URL('src/core/events/api-events-parse.ts', root).pathname], bundle: true, write: false, format: 'esm', platform: 'node' });
const { readApiEvents, renderApiEventsModule } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);

const pkg = JSON.parse(readFileSync(new URL('node_modules/@gitbook/api/package.json', root), 'utf8'));
const events = readApiEvents(JSON.parse(readFileSync(new URL('node_modules/@gitbook/api/spec/openapi.json', root), 'utf8')));
const target = new URL('src/core/events/api-events.ts', root);
writeFileSync(target, renderApiEventsModule(events, pkg.version));
console.log(`kitbench api-events: ${events.length} event types from @gitbook/api ${pkg.version} -> src/core/events/api-events.ts`);
