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

  it('rejects a non-2xx answer with the platform client’s error: its name, status, the API’s message and its wording', async () => {
    const { fetcher } = recordingFetch(() => Response.json({ error: { code: 404, message: 'No page `p9` in this space.' } }, { status: 404 }));
    const api = new ServiceAPI({ endpoint: 'https://api.example/v1', fetch: fetcher });
    const failure = await api.spaces.getPageById('s', 'p9').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceAPIError);
    expect((failure as ServiceAPIError).code).toBe(404);
    expect(failure).toBeInstanceOf(GitBookAPIError);
    expect((failure as ServiceAPIError).name).toBe('GitBookAPIError');
    expect((failure as ServiceAPIError).errorMessage).toBe('No page `p9` in this space.');
    // As @gitbook/api's GitBookAPIError formats it: `[<status>] <response.url>: <message>` (a built Response has no url).
    expect((failure as ServiceAPIError).message).toBe('GitBook API failed with [404] : No page `p9` in this space.');
  });

  it('falls back to the status text when the body is not the API’s JSON error, as the platform client does', async () => {
    const { fetcher } = recordingFetch(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const api = new ServiceAPI({ endpoint: 'https://api.example/v1', fetch: fetcher });
    const failure = (await api.spaces.getSpaceById('s').catch((error: unknown) => error)) as GitBookAPIError;
    expect(failure.errorMessage).toBe('Bad Gateway');
    expect(failure.message).toBe('GitBook API failed with [502] : Bad Gateway');
  });

  it('writes the query as the platform client does (encodeURIComponent, arrays repeated)', async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json({}));
    const api = new ServiceAPI({ endpoint: 'https://api.example/v1', fetch: fetcher });
    await api.urls.getContentByUrl({ url: 'https://docs.example.com/a b?x=1', skip: undefined, tags: ['a', 'b c'] } as { url: string });
    expect(requests[0].url).toBe('https://api.example/v1/urls/content?url=https%3A%2F%2Fdocs.example.com%2Fa%20b%3Fx%3D1&tags=a&tags=b%20c');
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

describe('the platform client’s whole surface, built from generated-client.ts', () => {
  /** A fetch that records what each client sends, answering `{}`. */
  const capturing = () => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ method: String(init?.method ?? 'GET'), url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return Response.json({});
    }) as typeof fetch;
    return { sent, fetcher };
  };

  it('has every namespace and method name of @gitbook/api’s GitBookAPI, and each sends the same request for the same arguments', async () => {
    const reference = await import('@gitbook/api');
    const { enumerate } = await import('../../../scripts/api-client.mjs');
    const theirs = capturing();
    const ours = capturing();
    const platform = new reference.GitBookAPI({ endpoint: 'https://api.example', authToken: 't', serviceBinding: { fetch: theirs.fetcher } });
    const kitbench = new GitBookAPI({ endpoint: 'https://api.example', authToken: 't', serviceBinding: { fetch: ours.fetcher } }) as unknown as Record<
      string,
      Record<string, (...args: unknown[]) => unknown>
    >;
    const methods = enumerate(platform);
    expect(methods.length).toBeGreaterThan(300);
    const missing: string[] = [];
    const differing: string[] = [];
    for (const [namespace, name, theirMethod] of methods) {
      const ourMethod = namespace ? kitbench[namespace]?.[name] : (kitbench as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
      if (typeof ourMethod !== 'function') {
        missing.push(`${namespace}.${name}`);
        continue;
      }
      // Each argument is a path segment, a body or a query alike: `arg<i>` in a path, `{ arg: i }` otherwise.
      const args = Array.from({ length: theirMethod.length }, (_, index) => ({ arg: index, [Symbol.toPrimitive]: () => `arg${index}` }));
      const drain = async (result: unknown) => {
        if (result && typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
          for await (const _ of result as AsyncIterable<unknown>) break;
        } else await result;
      };
      await drain(theirMethod(...args)).catch(() => undefined);
      await drain(ourMethod(...args)).catch(() => undefined);
      const [their, our] = [theirs.sent.pop(), ours.sent.pop()];
      if (!their || !our) differing.push(`${namespace}.${name}: sent no request`);
      else if (JSON.stringify(their) !== JSON.stringify(our)) differing.push(`${namespace}.${name}: ${JSON.stringify(their)} ≠ ${JSON.stringify(our)}`);
    }
    expect(missing).toEqual([]);
    expect(differing).toEqual([]);
    // And nothing more than the platform's: the namespaces are exactly its namespaces.
    const namespaces = [...new Set(methods.map(([namespace]) => namespace).filter(Boolean))].sort();
    expect(namespaces).toContain('orgs');
    for (const namespace of namespaces) {
      expect(Object.keys(kitbench[namespace]).sort(), namespace).toEqual(methods.filter(([n]) => n === namespace).map(([, name]) => name));
    }
  });

  it('an unparsed answer (a DELETE, a queued task) resolves with data null, as the platform’s client gives it', async () => {
    const { fetcher } = recordingFetch(() => new Response(null, { status: 204 }));
    const api = new ServiceAPI({ endpoint: 'https://api.example', fetch: fetcher });
    expect(await api.spaces.deleteSpaceById('s1')).toMatchObject({ data: null, status: 204 });
  });

  it('sends array query values as repeated keys and leaves undefined ones out', async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json({ items: [] }));
    const api = new ServiceAPI({ endpoint: 'https://api.example', fetch: fetcher });
    // `tags` is not a query the API package names for this method: any object is sent as the platform's client sends it
    await api.orgs.listSpacesInOrganizationById('org 1', { limit: 2, tags: ['a', 'b'], page: undefined } as { limit: number });
    expect(requests[0].url).toBe('https://api.example/v1/orgs/org%201/spaces?limit=2&tags=a&tags=b');
  });

  it('a streaming method iterates the server-sent events’ data and stops at `done`', async () => {
    const body = 'event: message\ndata: {"type":"answer","text":"Hi"}\n\nevent: message\ndata: {"type":"end"}\n\nevent: done\ndata: {}\n\n';
    const { fetcher, requests } = recordingFetch(() => new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    const api = new ServiceAPI({ endpoint: 'https://api.example', fetch: fetcher });
    const seen: unknown[] = [];
    for await (const event of api.orgs.streamAskInOrganization('org_1', { query: 'how?' })) seen.push(event);
    expect(seen).toEqual([{ type: 'answer', text: 'Hi' }, { type: 'end' }]);
    expect(requests[0].url).toBe('https://api.example/v1/orgs/org_1/ask/stream?query=how%3F');
  });

  it('createInstallationClient asks the API for the installation’s token and returns a client using it', async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json({ token: 'inst-token' }));
    const api = new GitBookAPI({ endpoint: 'https://api.example', authToken: 'app', serviceBinding: { fetch: fetcher } });
    const installation = await api.createInstallationClient('my-app', 'inst_1');
    expect(requests[0]).toMatchObject({ url: 'https://api.example/v1/integrations/my-app/installations/inst_1/tokens', init: { method: 'POST' } });
    await installation.getApiInformation();
    expect((requests[1].init as RequestInit & { headers: Record<string, string> }).headers.authorization).toBe('Bearer inst-token');
  });
});
