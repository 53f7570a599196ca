import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApiSpec } from './api-spec';

// The API's first answer loads the platform's document and compiles the operation's schemas.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
import type { GitBookAPIError } from '../core/api/client';
import { createContext } from '../core/runtime/context';
import { testEnvironment } from '../core/runtime/test-environment';
import type { QueuedTask } from './api';
import { handlers } from './handlers';
import { connectPlatform } from './platform';

const server = setupServer(...handlers);
const unused = async () => ({ ok: false as const, error: { kind: 'runtime' as const, message: 'unused' }, durationMs: 0, logs: [] });
const environment = testEnvironment();
const queued: QueuedTask[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadApiSpec();
});
afterEach(() => {
  connectPlatform(undefined);
  queued.length = 0;
});
afterAll(() => server.close());

function connect() {
  connectPlatform({ environment, dispatchEnvelope: unused, queueTask: (task) => queued.push(task) });
  return createContext(environment);
}

describe('the integration’s own calls', () => {
  it('context.integration.api (the integration’s token) answers, e.g. listIntegrationSpaceInstallations with its externalId filter', async () => {
    const context = connect();
    const { data } = await context.integration.api.integrations.listIntegrationSpaceInstallations('team-counter', { limit: 10 });
    expect(data.items).toEqual([expect.objectContaining({ space: 'space_1', installation: 'inst_1', integration: 'team-counter' })]);
    const filtered = await context.integration.api.integrations.listIntegrationSpaceInstallations('team-counter', { externalId: 'T-none' });
    expect(filtered.data).toEqual({ items: [], count: 0 });
  });

  it('createInstallationClient asks createIntegrationInstallationToken and the new client answers as the installation', async () => {
    const context = connect();
    const { data: token } = await context.integration.api.integrations.createIntegrationInstallationToken('team-counter', 'inst_1');
    expect(token).toEqual({ token: environment.apiTokens.installation });
    const client = await context.api.createInstallationClient('team-counter', 'inst_1');
    expect((await client.integrations.getIntegrationInstallationById('team-counter', 'inst_1')).data.id).toBe('inst_1');
    const other = await context.api.createInstallationClient('team-counter', 'inst_other').catch((error: GitBookAPIError) => error.code);
    expect(other).toBe(404);
  });

  it('queueTask is accepted (204, nothing parsed) and handed to the platform to run as a `task` event', async () => {
    const context = connect();
    await context.integration.queueTask({ task: { type: 'sync', page: 2 }, schedule: 30 });
    const answer = await context.integration.api.integrations.queueIntegrationTask('team-counter', { task: { type: 'again' } });
    expect(answer).toMatchObject({ status: 204, data: null });
    expect(queued).toEqual([{ task: { type: 'sync', page: 2 }, schedule: 30 }, { task: { type: 'again' } }]);
  });

  it('a task that is not an object, or a schedule out of range, is a 400 that says why', async () => {
    const context = connect();
    const notObject = await context.integration.queueTask({ task: 'sync' as unknown as object }).catch((error: GitBookAPIError) => error.errorMessage);
    // The platform's document says what the operation takes: the 400 names the field.
    expect(notObject).toMatch(/^Invalid request body: body\.task must be object/);
    const late = await context.integration.queueTask({ task: {}, schedule: 90000 }).catch((error: GitBookAPIError) => error.code);
    expect(late).toBe(400);
    expect(queued).toEqual([]);
  });
});
