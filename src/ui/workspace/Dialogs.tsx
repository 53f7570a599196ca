import { createFromTemplate } from './actions';
import type { MenuToast } from './MenuPanel';
import { ShareDialog } from './ShareDialog';
import { TemplateGallery } from './TemplateGallery';

/** The menu's modal dialogs, loaded with the panel (they need the templates and the zip code). */
export default function Dialogs({
  dialog,
  onClose,
  onToast,
}: {
  dialog: 'templates' | 'share';
  onClose: () => void;
  onToast: (toast: MenuToast) => void;
}) {
  if (dialog === 'share') return <ShareDialog onClose={onClose} />;
  return (
    <TemplateGallery
      onClose={onClose}
      onPick={(template) => {
        const workspace = createFromTemplate(template);
        onClose();
        onToast({ kind: 'info', text: `Created "${workspace.name}" from the ${template.title} template.` });
      }}
    />
  );
}
