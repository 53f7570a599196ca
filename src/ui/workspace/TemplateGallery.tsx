import { Modal } from './Modal';
import { type Template, templateEntry, templates } from './templates';

/** "New integration": the examples as starting points, each a manifest plus script that runs at once. */
export function TemplateGallery({ onPick, onClose }: { onPick: (template: Template) => void; onClose: () => void }) {
  return (
    <Modal title="New integration" onClose={onClose} wide>
      <p className="ws-modal__lead">Start from a complete integration, as the platform's command-line tool creates one. It runs at once.</p>
      <ul className="template-grid">
        {templates.map((template) => {
          const icon = template.assets.find((a) => a.path === 'assets/icon.png');
          return (
            <li key={template.id}>
              <button type="button" className="template-card" onClick={() => onPick(template)}>
                {icon ? (
                  <img src={`data:${icon.mime};base64,${icon.base64}`} alt="" width={36} height={36} />
                ) : (
                  <span className="template-card__icon" aria-hidden="true" />
                )}
                <span className="template-card__text">
                  <span className="template-card__title">
                    {template.title}
                    {template.npmDependencies.length ? <span className="template-card__needs">needs kitbench dev</span> : null}
                  </span>
                  <span className="template-card__description">{template.description}</span>
                  {template.npmDependencies.length ? (
                    <span className="template-card__note">
                      Imports {template.npmDependencies.join(', ')} from npm, which the browser cannot install: run the folder with{' '}
                      <code>npx kitbench dev</code>.
                    </span>
                  ) : null}
                  <span className="template-card__files">
                    service-manifest.yaml · {templateEntry(template)}
                    {Object.keys(template.sources).length > 1 ? ` + ${Object.keys(template.sources).length - 1} more` : ''}
                    {template.assets.length ? ` · ${template.assets.length} image${template.assets.length > 1 ? 's' : ''}` : ''}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
