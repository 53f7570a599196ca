import { createComponent } from '@service/runtime';

type State = { theme: string; compact: boolean; tags: string[]; changes: number; saved?: string };

/** Every kind of control, each with its change action, and `@editor.node.updateProps`. */
export const settings = createComponent<{ title?: string }, State>({
  componentId: 'settings',
  initialState: { theme: 'light', compact: false, tags: [], changes: 0 },
  async action(element, action) {
    switch (action.action) {
      case 'changed':
        return { state: { ...element.state, changes: element.state.changes + 1, saved: `${action.field}=${JSON.stringify(action.value)}` } };
      default:
        return undefined;
    }
  },
  async render(element) {
    const { theme, compact, tags, changes, saved } = element.state;
    return (
      <block>
        <text>{element.props.title ?? 'Settings'}</text>
        <input
          label="Theme"
          element={<select state="theme" options={[{ id: 'light', label: 'Light' }, { id: 'dark', label: 'Dark' }]} onValueChange={{ action: 'changed', field: 'theme' }} />}
        />
        <input label="Compact" element={<switch state="compact" onValueChange={{ action: 'changed', field: 'compact' }} />} />
        <input label="Tags" element={<checkbox state="tags" value="api" label="API" onValueChange={{ action: 'changed', field: 'tags' }} />} />
        <text>
          {theme} · {compact ? 'compact' : 'roomy'} · {tags.join('+') || 'no tags'} · {changes} changes
        </text>
        {saved ? <text>Last: {saved}</text> : undefined}
        <button label="Retitle" onPress={{ action: '@editor.node.updateProps', props: { title: 'Team settings' } }} />
      </block>
    );
  },
});
