import { createComponent } from '@service/runtime';
import { releases } from '../releases';
import { clampIndex, plural } from '../utils';

type State = { index: number };

/** The block: one release at a time, with buttons to step through them. */
export const releaseNotes = createComponent<Record<string, never>, State>({
  componentId: 'release-notes',
  initialState: () => ({ index: 0 }),
  async action(element, action) {
    const step = action.action === 'older' ? 1 : action.action === 'newer' ? -1 : 0;
    return { state: { index: clampIndex(element.state.index + step, releases.length) } };
  },
  async render(element, context) {
    const release = releases[clampIndex(element.state.index, releases.length)];
    const product = context.environment.installation?.configuration?.product ?? 'Acme Docs';
    return (
      <block>
        <vstack>
          <text style="bold">
            {product} {release.version} · {release.date} · {plural(release.changes.length, 'change')}
          </text>
          <markdown content={release.changes.map((change) => `- ${change}`).join('\n')} />
          <hstack>
            <button label="Newer" onPress={{ action: 'newer' }} disabled={element.state.index === 0} />
            <button label="Older" onPress={{ action: 'older' }} disabled={element.state.index >= releases.length - 1} />
          </hstack>
        </vstack>
      </block>
    );
  },
});
