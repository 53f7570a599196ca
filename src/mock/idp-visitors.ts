/**
 * The sample visitors the mock identity provider signs in, with the claims a real provider would give them
 * (OIDC's standard claims, plus the custom ones adaptive content reads: `plan`, `role`). The third one has no custom
 * claims, so that a site's adaptive sections can show what a missing claim does.
 */

/** A visitor the identity provider knows. */
export interface SampleVisitor {
  /** How a test names the visitor (`app.site.signIn('ada')`). */
  id: string;
  name: string;
  email: string;
  /** What the provider's userinfo endpoint and ID token say about them. */
  claims: Record<string, unknown>;
}

export const SAMPLE_VISITORS: readonly SampleVisitor[] = [
  {
    id: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    claims: {
      sub: 'idp|ada-7f3k2',
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.com',
      email_verified: true,
      plan: 'enterprise',
      role: 'admin',
    },
  },
  {
    id: 'grace',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    claims: {
      sub: 'idp|grace-2m9q1',
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
      email: 'grace@example.com',
      email_verified: true,
      plan: 'free',
      role: 'reader',
    },
  },
  {
    id: 'sam',
    name: 'Sam Rivera',
    email: 'sam@contractor.example',
    claims: { sub: 'idp|sam-5c8w4', name: 'Sam Rivera', email: 'sam@contractor.example', email_verified: false },
  },
];

/** A sample visitor by id, name or email (case-insensitive), for tests. */
export function findSampleVisitor(key: string): SampleVisitor | undefined {
  const wanted = key.trim().toLowerCase();
  return SAMPLE_VISITORS.find((visitor) => [visitor.id, visitor.name, visitor.email].some((value) => value.toLowerCase() === wanted));
}
