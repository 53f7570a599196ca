import { describe, expect, it } from 'vitest';
import { statusLabel, transition } from './status';

describe('transition', () => {
  it('installs pending and emits installation_setup, plus space_installation_setup into a space', () => {
    expect(transition(null, { type: 'install', target: 'space' })).toEqual({
      status: 'pending',
      emit: ['installation_setup', 'space_installation_setup'],
    });
    expect(transition(null, { type: 'install', target: 'organization' })).toEqual({ status: 'pending', emit: ['installation_setup'] });
  });

  it('emits site_installation_setup after installation_setup when installed on a site', () => {
    expect(transition(null, { type: 'install', target: 'site' })).toEqual({ status: 'pending', emit: ['installation_setup', 'site_installation_setup'] });
  });

  it('stays pending on an edit that leaves the configuration invalid, still emitting installation_setup', () => {
    expect(transition('pending', { type: 'edit', valid: false })).toEqual({ status: 'pending', emit: ['installation_setup'] });
  });

  it('becomes active on the edit that makes the configuration valid', () => {
    expect(transition('pending', { type: 'edit', valid: true })).toEqual({ status: 'active', emit: ['installation_setup'] });
  });

  it('returns to pending when an edit breaks an active configuration', () => {
    expect(transition('active', { type: 'edit', valid: false }).status).toBe('pending');
  });

  it('stays paused through edits and resumes by validity', () => {
    expect(transition('active', { type: 'pause' }).status).toBe('paused');
    expect(transition('paused', { type: 'edit', valid: true })).toEqual({ status: 'paused', emit: ['installation_setup'] });
    expect(transition('paused', { type: 'resume', valid: true }).status).toBe('active');
    expect(transition('paused', { type: 'resume', valid: false }).status).toBe('pending');
  });
});

describe('statusLabel', () => {
  it('capitalizes the status', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('active')).toBe('Active');
  });
});
