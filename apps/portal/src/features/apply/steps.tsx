import { type ReactNode, useEffect, useRef } from 'react';
import { useLocale, useMessages } from '../../lib/locale-context';
import { useTitle } from '../../lib/use-title';
import { formatNumber } from '../../shared/i18n/format';
import type { StepId } from './draft-storage';

/** The steps of an application: no documents step when the visa asks for none. */
export const stepsFor = (hasDocuments: boolean): StepId[] =>
  hasDocuments ? ['travellers', 'review', 'documents', 'pay'] : ['travellers', 'review', 'pay'];

/** Where the applicant is: the steps in order, the current one marked for screen readers. */
export function StepIndicator({ steps, current }: { steps: StepId[]; current: StepId }) {
  const { apply } = useMessages();
  const locale = useLocale();
  const at = steps.indexOf(current);
  return (
    <nav aria-label={apply.steps.label}>
      <ol className="apply-steps">
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={i === at ? 'step' : undefined}
            data-state={i < at ? 'done' : i === at ? 'current' : 'next'}
          >
            <span className="apply-step-n" aria-hidden="true">
              {i < at ? '✓' : formatNumber(locale, i + 1)}
            </span>
            <span className="apply-step-name">{apply.steps[step]}</span>
            {i < at ? <span className="sr-only"> {apply.steps.done}</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface FrameProps {
  /** The visa's title. */
  title: string;
  lead: string;
  steps: StepId[];
  step: StepId;
  children: ReactNode;
}

/** The visa, the steps, and the current step under its heading (which takes the focus on a new step). */
export function StepFrame({ title, lead, steps, step, children }: FrameProps) {
  const { apply } = useMessages();
  useTitle(`${apply.steps[step]} · ${title}`);
  // A new step's heading takes the focus, so keyboard and screen reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return (
    <div className="stack apply">
      <div>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </div>
      <StepIndicator steps={steps} current={step} />
      <section aria-labelledby="apply-step-heading" className="stack">
        <h2 id="apply-step-heading" ref={heading} tabIndex={-1}>
          {apply[step].heading}
        </h2>
        {children}
      </section>
    </div>
  );
}
