import { describe, expect, it } from 'vitest';
import { apiStoreOf } from './api-store';

describe('the API store', () => {
  it('is one per backend: what one backend creates, another does not have', () => {
    const first = {};
    const second = {};
    apiStoreOf(first).create('/orgs/o1/sites/site_created1', { resource: { id: 'site_created1' }, lists: ['/orgs/o1/sites'] });
    expect(apiStoreOf(first).createdIn('/orgs/o1/sites')).toEqual([{ id: 'site_created1' }]);
    expect(apiStoreOf(second).createdIn('/orgs/o1/sites')).toEqual([]);
    expect(apiStoreOf(second).createdAt('/orgs/o1/sites/site_created1')).toBeUndefined();
  });

  it("merges a write into a created resource, and keeps one over the environment's object apart", () => {
    const store = apiStoreOf({});
    store.create('/spaces/s2', { resource: { id: 's2', title: 'Old' }, lists: [] });
    store.write('/spaces/s2', { title: 'New' });
    expect(store.createdAt('/spaces/s2')).toEqual({ id: 's2', title: 'New' });
    store.write('/spaces/s1', { title: 'Mine' });
    expect(store.writtenOver('/spaces/s1')).toEqual({ title: 'Mine' });
    store.delete('/spaces/s1');
    expect([store.isDeleted('/spaces/s1'), store.writtenOver('/spaces/s1')]).toEqual([true, {}]);
    store.delete('/spaces/s2');
    expect([store.isDeleted('/spaces/s2'), store.createdAt('/spaces/s2')]).toEqual([false, undefined]);
  });
});
