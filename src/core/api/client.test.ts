import { describe, expect, it } from 'vitest';
import { GitBookAPI, GitBookAPIError, ServiceAPI, ServiceAPIError } from './client';

/** A fetch that records its requests and answers `reply`. */
function recordingFetch(reply: () => Response) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    return reply();
  }) as typeof fetch;
  return { fetcher, requests };
}

describe('ServiceAPI', () => {
  it('sends the installation token and parses JSON into { data, status }', async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json({ id: 'space_1', title: 'Docs' }));
    const api = new ServiceAPI({ endpoint: 'https://api.example/v1/', authToken: 'tok', fetch: fetcher });
    const { data, status } = await api.spaces.getSpaceById('space_1');
    expect(data).toEqual({ id: 'space_1', title: 'Docs' });
    expect(status).toBe(200);
    expect(requests[0].url).toBe('https://api.example/v1/spaces/space_1');
    expect((requests[0].init as RequestInit & { headers: Record<string, string> }).headers.authorization).toBe('Bearer tok');
  });

  it('sends a PATCH body as JSON and escapes path segments', async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json({}));
    const api = new ServiceAPI({ endpoint: 'https://api.example/v1', fetch: fetcher });
    await api.integrations.updateIntegrationInstallation('my app', 'inst/1', { configuration: { team: 'x' } });
    expect(requests[0].url).toBe('https://api.example/v1/integrations/my%20app/installations/inst%2F1');
    expect(requests[0].init?.method).toBe('PATCH');
    expect(JSON.parse(String(requests[0].init?.body))).toEqual({ configuration: { team: 'x' } });
  });

  it('rejects a non-2xx answer with a ServiceAPIError carrying the status and the API’s message', async () => {
    const { fetcher } = recordingFetch(() => Response.json({ error: { code: 404, message: 'No page `p9` in this space.' } }, { status: 404 }));
    const api = new ServiceAPI({ endpoint: 'https://api.example/v1', fetch: fetcher });
    const failure = await api.spaces.getPageById('s', 'p9').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceAPIError);
    expect((failure as ServiceAPIError).code).toBe(404);
    expect((failure as ServiceAPIError).message).toBe('GET /v1/spaces/s/content/page/p9 failed with 404: No page `p9` in this space.');
  });

  it('uses the global fetch of the moment it is called (the sandbox installs its own after load)', async () => {
    const api = new ServiceAPI({ endpoint: 'https://api.example/v1' });
    const original = globalThis.fetch;
    globalThis.fetch = recordingFetch(() => Response.json({ pages: [] })).fetcher;
    try {
      expect((await api.spaces.listPages('s')).data).toEqual({ pages: [] });
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('GitBookAPI (the platform client\'s published name)', () => {
  it('goes below {endpoint}/v1 as the platform client does, and rejects with a GitBookAPIError', async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json({ error: { message: 'Nope' } }, { status: 403 }));
    const api = new GitBookAPI({ endpoint: 'https://api.example/', authToken: 'tok', serviceBinding: { fetch: fetcher } });
    const failure = await api.spaces.getSpaceById('s1').catch((error: unknown) => error);
    expect(requests[0].url).toBe('https://api.example/v1/spaces/s1');
    expect(failure).toBeInstanceOf(GitBookAPIError);
    expect(failure).toMatchObject({ code: 403, errorMessage: 'Nope' });
    expect((failure as GitBookAPIError).response.status).toBe(403);
  });

  it('talks to the mocked API when given no endpoint', () => {
    expect(new GitBookAPI().endpoint).toBe('https://api.kitbench.local/v1');
  });

  it('is a ServiceAPI, and a ServiceAPIError is a GitBookAPIError', () => {
    expect(new GitBookAPI()).toBeInstanceOf(ServiceAPI);
    expect(new ServiceAPIError('x', 404)).toBeInstanceOf(GitBookAPIError);
  });
});
