import { describe, expect, it } from 'vitest';
import { adaptPage, claimsRead, fillExpressions } from './adaptive';

const page = ['# Plans', 'Everyone reads this.', ':::adaptive plan = enterprise', 'Your SSO settings.', ':::', 'The end.'].join('\n');

describe('adaptPage', () => {
  it('shows a section to a visitor whose claim matches', () => {
    const segments = adaptPage(page, { plan: 'enterprise' });
    expect(segments.map((segment) => segment.kind)).toEqual(['markdown', 'adaptive', 'markdown']);
    expect(segments[1]).toMatchObject({ claim: 'plan', equals: 'enterprise', shown: true, markdown: 'Your SSO settings.' });
  });

  it('says why a section stays hidden: signed out, the claim missing, another value', () => {
    expect(adaptPage(page, undefined)[1]).toMatchObject({ shown: false, reason: 'signed-out' });
    expect(adaptPage(page, { email: 'sam@contractor.example' })[1]).toMatchObject({ shown: false, reason: 'missing-claim' });
    expect(adaptPage(page, { plan: 'free' })[1]).toMatchObject({ shown: false, reason: 'other-value', actual: 'free' });
  });

  it('reads nested claims and lists, and keeps an unclosed section as text', () => {
    expect(adaptPage(':::adaptive org.role == "admin"\nx\n:::', { org: { role: 'admin' } })[0]).toMatchObject({ shown: true });
    expect(adaptPage(':::adaptive groups = docs\nx\n:::', { groups: ['eng', 'docs'] })[0]).toMatchObject({ shown: true });
    expect(adaptPage(':::adaptive plan = pro\nnever closed', {})).toEqual([{ kind: 'markdown', markdown: ':::adaptive plan = pro\nnever closed' }]);
  });
});

describe('fillExpressions', () => {
  it('prints claims and lists the missing ones', () => {
    expect(fillExpressions('Hello {{ visitor.claims.name }} ({{visitor.claims.plan}})', { name: 'Sam' })).toEqual({ markdown: 'Hello Sam (—)', missing: ['plan'] });
  });

  it('lists every claim a page reads', () => {
    expect(claimsRead(`${page}\n{{ visitor.claims.name }}`)).toEqual(['plan', 'name']);
  });
});
