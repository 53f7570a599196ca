import { expect, test } from './app-test';
import { loadIntegration } from './preview-helpers';

const manifest = `name: docs-notifier
title: Docs Notifier
description: Announces documentation updates.
organization: acme
visibility: private
script: src/index.tsx
scopes:
  - space:content:read
blocks:
  - id: status
    title: Notifier status
`;

const script = `import { createComponent, createIntegration } from '@gitbook/runtime';

const status = createComponent({ componentId: 'status', render: async () => <block><text>Notifier</text></block> });

export default createIntegration({
  components: [status],
  events: {
    space_content_updated: async (event, context) => {
      await context.integration.queueTask({ task: { type: 'announce', revisionId: event.revisionId } });
    },
  },
  task: async (task, context) => {
    const { data } = await context.api.spaces.getRevisionById(context.environment.spaceInstallation.space, task.revisionId);
    console.log('announced ' + data.id + ' (' + data.pages.length + ' pages)');
  },
});
`;

test('a task the script queues comes back as a task event, listed in Events as queued by the script', async ({ page }) => {
  await loadIntegration(page, manifest, script, 1);
  await page.getByRole('tab', { name: 'Events' }).click();
  const events = page.getByRole('region', { name: 'Events' });
  await events.getByLabel('All events').selectOption('space_content_updated');
  await events.getByRole('button', { name: 'Dispatch' }).click();

  const history = events.getByRole('list', { name: 'Dispatched events' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  const task = history.getByRole('button', { name: /task queued by your script/ });
  await expect(task).toContainText('OK');
  await task.click();
  const result = events.getByRole('region', { name: 'Dispatch result' });
  await expect(result).toContainText('Result · task');
  await expect(result).toContainText('Delivered by the platform for a task your script queued with context.integration.queueTask.');
  await expect(result.getByRole('list', { name: 'Handler logs' })).toContainText('announced rev_3kTn8Zq1 (2 pages)');
});

test('a task queued with a schedule waits in Events under Scheduled tasks, and Run now delivers it once', async ({ page }) => {
  await loadIntegration(page, manifest, script.replace("revisionId: event.revisionId } }", "revisionId: event.revisionId }, schedule: 3600 }"), 1);
  await page.getByRole('tab', { name: 'Events' }).click();
  const events = page.getByRole('region', { name: 'Events' });
  await events.getByLabel('All events').selectOption('space_content_updated');
  await events.getByRole('button', { name: 'Dispatch' }).click();

  const history = events.getByRole('list', { name: 'Dispatched events' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  const scheduled = events.getByRole('list', { name: 'Scheduled tasks' });
  await expect(scheduled.getByRole('listitem')).toContainText('schedule 3600 s');
  await scheduled.getByRole('button', { name: 'Run now' }).click();

  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('button', { name: /task queued by your script/ })).toContainText('OK');
  await expect(scheduled).toHaveCount(0);
  const result = events.getByRole('region', { name: 'Dispatch result' });
  await expect(result).toContainText('run now instead of after its schedule of 3600 s');
  await expect(result.getByRole('list', { name: 'Handler logs' })).toContainText('announced rev_3kTn8Zq1 (2 pages)');
});
