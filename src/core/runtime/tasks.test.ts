import { describe, expect, it } from 'vitest';
import { TASK_SIGNATURE_HEADER, taskEvent, taskRequest, taskRoute } from './tasks';
import { testEnvironment } from './test-environment';

describe('a queued task, as the platform hands it back', () => {
  it('is a `task` event for a script with a task handler, else a POST /tasks for one with fetch, else lost (said why)', () => {
    expect(taskRoute({ eventNames: ['task'], hasFetch: true })).toEqual({ kind: 'event' });
    expect(taskRoute({ eventNames: ['installation_setup'], hasFetch: true })).toEqual({ kind: 'http' });
    expect(taskRoute({ eventNames: [], hasFetch: false })).toMatchObject({ kind: 'none', message: expect.stringContaining('no `task` handler') });
    expect(taskEvent({ type: 'sync' })).toMatchObject({ type: 'task', task: { type: 'sync' }, eventId: expect.any(String) });
  });

  it('over HTTP, signs the body with signingSecrets.integration (hex HMAC-SHA256), as bucket and launchdarkly verify it', async () => {
    const environment = testEnvironment();
    const request = await taskRequest(environment, { type: 'sync', page: 2 });
    expect(request.url).toBe(`${environment.installation!.urls.publicEndpoint}/tasks`);
    const body = await request.text();
    expect(JSON.parse(body)).toEqual({ task: { type: 'sync', page: 2 } });
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(environment.signingSecrets.integration), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    const signature = Uint8Array.from(request.headers.get(TASK_SIGNATURE_HEADER)!.match(/../g)!.map((pair) => Number.parseInt(pair, 16)));
    expect(await crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(body))).toBe(true);
  });
});
