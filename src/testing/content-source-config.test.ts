import { afterEach, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from './index';

// A content source's configuration component (contentSources[].configuration.componentId), driven as the platform
// shows it when the author adds the source. This is real-style.test.ts's it.todo for space-translate, kept in its
// own file so the two branches merge cleanly.
const folder = (name: string) => new URL(`../../e2e/fixtures/real-style/${name}/`, import.meta.url);

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('content source configuration', () => {
  it("space-translate: the content source's configuration component completes with { props, dependencies }", async () => {
    app = await loadIntegration(folder('space-translate'));
    const screen = await app.openContentSourceConfiguration('translate');
    expect(screen.componentId).toBe('configure-source');
    // rendered with the platform's props: it reads context.environment and offers this space
    expect(screen.text()).toContain('Original space');
    expect(screen.completed).toBe(false);
    expect(screen.configured).toBeUndefined();

    // Continue is disabled until a space is chosen
    await expect(screen.press('Continue')).rejects.toThrow(/disabled/);
    await screen.fill('Original space', 'This space');
    await screen.fill('Language', 'Japanese');
    await screen.fill('Instruction', 'Keep product names in English.');
    await screen.press('Continue');

    expect(screen.completed).toBe(true);
    const spaceId = app.environment.spaceInstallation?.space ?? app.environment.installation?.space;
    expect(screen.returnValue).toEqual({
      props: { language: 'ja', instruction: 'Keep product names in English.' },
      dependencies: { space: { ref: { kind: 'space', space: spaceId } } },
    });
    expect(screen.configured?.props).toEqual({ language: 'ja', instruction: 'Keep product names in English.' });
  });

  it('space-translate: the configured props and dependencies reach content_compute_revision', async () => {
    app = await loadIntegration(folder('space-translate'));
    const screen = await app.openContentSourceConfiguration('translate');
    await expect(app.computeRevision(screen)).rejects.toThrow(/has not completed yet/);
    await screen.fill('Original space', 'This space');
    await screen.press('Continue');
    // getRevision reads dependencies.space.value (resolved as the platform does: the chosen space at its current
    // revision), asks the platform API for that revision and translates its pages.
    const answer = (await app.computeRevision(screen)) as { status: number; body: string };
    expect(answer.status).toBe(200);
    const revision = JSON.parse(answer.body) as { pages: { title: string }[] };
    expect(revision.pages.length).toBeGreaterThan(0);
    expect(revision.pages.every((page) => page.title.startsWith('[fr] '))).toBe(true);
  });

  it('names the mistake: an unknown source, or a component the script does not declare', async () => {
    app = await loadIntegration(folder('space-translate'));
    await expect(app.openContentSourceConfiguration('source_1')).rejects.toThrow(/contentSources have no id "source_1" \(they are: translate\)/);
    await expect(app.insert('configure-source')).rejects.toThrow(/Quick insert offers only the manifest's blocks/);
  });
});
