import { useLocale, useMessages } from '../../app/locale-context';
import { formatNumber } from '../../shared/i18n/format';
import type { StepId } from './draft-storage';

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
