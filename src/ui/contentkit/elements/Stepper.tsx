import type { StepperElement } from '../../../core/contentkit/elements';
import { flattenChildren } from '../../../core/contentkit/validate';
import { ContentKitNode } from '../Node';

/** `stepper`: numbered steps; only the active one (default: the first) shows its content. */
export function Stepper({ element }: { element: StepperElement }) {
  const children = flattenChildren(element.children);
  const steps = children.filter(
    (child): child is { type: 'step'; id: string; title?: string } =>
      typeof child === 'object' && child !== null && (child as { type?: unknown }).type === 'step',
  );
  const activeId = element.activeStep ?? steps[0]?.id;
  const activeIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === activeId),
  );
  return (
    <div className="ck-stepper">
      <ol className="ck-stepper__steps">
        {steps.map((step, index) => (
          <li
            key={index}
            className={`ck-stepper__step${index === activeIndex ? ' ck-stepper__step--active' : ''}${index < activeIndex ? ' ck-stepper__step--done' : ''}`}
            aria-current={index === activeIndex ? 'step' : undefined}
          >
            <span className="ck-stepper__number">{index + 1}</span>
            {step.title ?? step.id}
          </li>
        ))}
      </ol>
      {children.map((child, index) => {
        const isStep = steps.includes(child as (typeof steps)[number]);
        if (isStep && child !== steps[activeIndex]) return null;
        return <ContentKitNode key={index} node={child} />;
      })}
    </div>
  );
}
