// biome-ignore-all lint/a11y/useButtonType: ContentKit markup, not HTML: a button here has no type
import { createComponent, createIntegration } from '@service/runtime';

/** The account's settings screen: reads the saved team from its props and saves through the API. */
const connectorSettings = createComponent({
  componentId: 'connector-settings',
  initialState: (props) => ({ team: props.installation.configuration.team ?? '' }),
  action: async (element, action, context) => {
    if (action.action !== 'save') return {};
    const { installation, integration } = context.environment;
    if (!installation) throw new Error('not installed');
    await context.api.integrations.updateIntegrationInstallation(integration.name, installation.id, {
      configuration: { ...element.props.installation.configuration, team: element.state.team },
    });
    return { type: 'complete' };
  },
  render: async (element, context) => (
    <configuration>
      <text>Saved team: {element.props.installation.configuration.team ?? 'none'}</text>
      <text>Status: {context.environment.installation?.status ?? 'none'}</text>
      <input label="Team" element={<textinput state="team" placeholder="Team name" />} />
      <button label="Save settings" onPress={{ action: 'save' }} />
    </configuration>
  ),
});

/** A modal the space screen opens: picks a queue and hands it back. */
const queueHelp = createComponent({
  componentId: 'queue-help',
  render: async () => (
    <modal title="About queues">
      <text>Feedback goes to one queue of your tracker.</text>
      <button label="Use DOCS" onPress={{ action: '@ui.modal.close', returnValue: { queue: 'DOCS' } }} />
    </modal>
  ),
});

/** The space's settings screen: saves the space installation's queue. */
const spaceSettings = createComponent({
  componentId: 'space-settings',
  initialState: (props) => ({ queue: props.spaceInstallation?.configuration.queue ?? '' }),
  action: async (element, action, context) => {
    if (action.action === '@ui.modal.close' && action.returnValue?.queue) return { state: { queue: action.returnValue.queue } };
    if (action.action !== 'save') return {};
    const { spaceInstallation } = context.environment;
    if (!spaceInstallation) throw new Error('not installed in a space');
    // as real ones do: the space installation names its integration and installation
    await context.api.integrations.updateIntegrationSpaceInstallation(spaceInstallation.integration, spaceInstallation.installation, spaceInstallation.space, {
      configuration: { queue: element.state.queue },
    });
    return { type: 'complete' };
  },
  render: async (element) => (
    <configuration>
      <text>Saved queue: {element.props.spaceInstallation?.configuration.queue ?? 'none'}</text>
      <input label="Queue" element={<textinput state="queue" />} />
      <button label="About queues" onPress={{ action: '@ui.modal.open', componentId: 'queue-help', props: {} }} />
      <button label="Save queue" onPress={{ action: 'save' }} />
    </configuration>
  ),
});

export default createIntegration({
  components: [connectorSettings, spaceSettings, queueHelp],
  events: {
    installation_setup: async (_event, context) => {
      console.log(`setup: team ${context.environment.installation?.configuration.team ?? 'none'}`);
    },
  },
});
