import type { ReactNode } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { useMediaQuery } from './useMediaQuery';

/** Below this width the tool panels go under the editors instead of beside them. */
export const STACKED_QUERY = '(max-width: 1100px)';

interface Props {
  fileTree: ReactNode;
  manifest: ReactNode;
  script: ReactNode;
  problems: ReactNode;
  tools: ReactNode;
}

/** A drag handle between two panes (arrow keys move it too; the library gives it the separator role). */
function Handle({ label }: { label: string }) {
  return <Separator className="resize-handle" aria-label={label} />;
}

/**
 * The workbench's resizable panes (react-resizable-panels: pointer, keyboard and ARIA separators, layouts
 * remembered in localStorage): the two editors side by side, Problems under them, the tool panels beside them
 * (under them on narrow windows, so every panel keeps a usable size down to 800 px).
 */
export function Workbench({ fileTree, manifest, script, problems, tools }: Props) {
  const stacked = useMediaQuery(STACKED_QUERY);
  const outer = useDefaultLayout({ id: stacked ? 'kitbench:layout-stacked' : 'kitbench:layout', storage: localStorage });
  const left = useDefaultLayout({ id: 'kitbench:layout-editors', storage: localStorage });
  const files = useDefaultLayout({ id: 'kitbench:layout-files', storage: localStorage });

  return (
    <Group
      key={stacked ? 'stacked' : 'side'}
      className="workbench"
      orientation={stacked ? 'vertical' : 'horizontal'}
      defaultLayout={outer.defaultLayout}
      onLayoutChanged={outer.onLayoutChanged}
    >
      <Panel id="editors" defaultSize={stacked ? '55%' : '60%'} minSize={stacked ? 220 : 420}>
        <Group className="editors" orientation="vertical" defaultLayout={left.defaultLayout} onLayoutChanged={left.onLayoutChanged}>
          <Panel id="files" defaultSize="86%" minSize={140}>
            <div className="editors__files">
              {fileTree}
              <Group className="editors__pair" defaultLayout={files.defaultLayout} onLayoutChanged={files.onLayoutChanged}>
                <Panel id="manifest" defaultSize="45%" minSize={160}>
                  {manifest}
                </Panel>
                <Handle label="Resize the manifest and script editors" />
                <Panel id="script" defaultSize="55%" minSize={160}>
                  {script}
                </Panel>
              </Group>
            </div>
          </Panel>
          <Handle label="Resize the editors and Problems" />
          <Panel id="problems" defaultSize="14%" minSize={72}>
            {problems}
          </Panel>
        </Group>
      </Panel>
      <Handle label="Resize the editors and the tool panels" />
      <Panel id="tools" defaultSize={stacked ? '45%' : '40%'} minSize={stacked ? 200 : 360}>
        {tools}
      </Panel>
    </Group>
  );
}
