import { useContext } from 'react';
import type { CodeBlockElement } from '../../../core/contentkit/elements';
import { FieldContext, useContentKit } from '../context';
import { ContentKitChildren, ContentKitNode } from '../Node';

/**
 * `codeblock`: code with optional line numbers; editable when bound to a `state` key; `header`/`footer` elements
 * around it and `buttons` over its corner.
 */
export function CodeBlock({ element }: { element: CodeBlockElement }) {
  const { state, setStateKey, dispatch, readOnly } = useContentKit();
  const field = useContext(FieldContext);
  const key = element.state;
  const bound = key !== undefined ? state[key] : undefined;
  // `content` written as `{ $state }` reaches here resolved (Node.tsx); a key the state lacks draws nothing.
  const content = typeof bound === 'string' ? bound : typeof element.content === 'string' ? element.content : '';
  const lines = content.split('\n');
  const firstLine = typeof element.lineNumbers === 'number' ? element.lineNumbers : 1;
  const showNumbers = element.lineNumbers !== undefined && element.lineNumbers !== false;
  return (
    <div className="ck-code">
      {element.header !== undefined && (
        <div className="ck-code__bar ck-code__bar--header">
          <ContentKitChildren of={element.header} />
        </div>
      )}
      {(element.syntax || element.buttons?.length) && (
        <div className="ck-code__corner">
          {element.syntax && <span className="ck-code__syntax">{element.syntax}</span>}
          {element.buttons?.map((button, index) => (
            <ContentKitNode key={index} node={button} />
          ))}
        </div>
      )}
      {key !== undefined ? (
        <textarea
          id={field?.id}
          aria-describedby={field?.hintId}
          aria-label={field ? undefined : `${element.syntax ?? 'Code'} editor`}
          className="ck-code__editor"
          spellCheck={false}
          readOnly={readOnly}
          rows={Math.min(Math.max(lines.length, 3), 20)}
          value={content}
          onChange={(event) => setStateKey(key, event.target.value)}
          onBlur={(event) => {
            if (element.onContentChange) dispatch({ ...element.onContentChange, content: event.target.value });
          }}
        />
      ) : (
        <pre className="ck-code__pre">
          <code>
            {lines.map((line, index) => (
              <span key={index} className="ck-code__line">
                {showNumbers && <span className="ck-code__number">{firstLine + index}</span>}
                {line || ' '}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      )}
      {element.footer !== undefined && (
        <div className="ck-code__bar ck-code__bar--footer">
          <ContentKitChildren of={element.footer} />
        </div>
      )}
    </div>
  );
}
