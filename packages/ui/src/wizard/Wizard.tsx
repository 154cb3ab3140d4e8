import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { faArrowLeft, faArrowRight, faCheck, faChevronRight } from '@fortawesome/free-solid-svg-icons';
import { Button } from '../button';
import { useTranslation } from '../i18n';
import { Icon } from '../icon';
import { focusFirstInvalidField } from '../field/focusFirstInvalidField';
import { useWizard, type UseWizardOptions } from './useWizard';
import type { WizardOutcome } from './wizardTransitions';
import {
  FuelActions,
  FuelBar,
  FuelStep,
  FuelStepBadge,
  FuelStepButton,
  FuelSteps,
  HiddenText,
  LiveRegion,
  SmartActions,
  SmartStep,
  SmartStepButton,
  SmartStepNumber,
  SmartSteps,
  StepHeading,
  StepPanel,
  StepTitle,
  WizardRoot,
} from './Wizard.styles';

/** One step of a {@link Wizard}. */
export interface WizardStep {
  /** Stable key of the step. */
  id: string;
  /** Short name on the step's tab, e.g. "Billing information" (English; translated). */
  title: string;
  /** The step's heading after "Step N -"; defaults to `title` (English; translated). */
  heading?: string;
  /** The step's fields. */
  content: ReactNode;
}

/** Props of {@link Wizard}. */
export interface WizardProps extends Omit<UseWizardOptions, 'stepCount'> {
  steps: readonly WizardStep[];
  /** Names the wizard for screen readers. */
  'aria-label': string;
  className?: string;
}

type StepState = 'current' | 'complete' | 'pending';

const typesNextOnEnter = new Set(['text', 'email', 'tel', 'url', 'password', 'search', 'number']);

/**
 * A form split into steps. The `smart` variant draws numbered circles on a line, lets the user jump to any
 * step from its tab and, after the last step, sends them to the first step that has not passed yet; the
 * `fuelux` variant draws a strip of chevron tabs with Prev and Next in it and will not move past a step
 * whose fields are invalid. In both, Next checks the step's fields: a passing step gets a check mark, a
 * failing one keeps the user there with focus on its first invalid field. The steps are a list whose
 * current item is marked, and each move is announced, so the wizard works by keyboard and screen reader.
 */
export function Wizard({
  steps,
  variant = 'smart',
  validateStep,
  onComplete,
  className,
  ...labelling
}: WizardProps) {
  const { t } = useTranslation();
  const wizard = useWizard({ stepCount: steps.length, variant, validateStep, onComplete });
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Focus moves after React has drawn the outcome: the new step, or the messages of the invalid fields.
  const [focusRequest, setFocusRequest] = useState<{ target: 'heading' | 'invalid'; attempt: number }>();

  useEffect(() => {
    if (!focusRequest) return;
    // A frame later the fields have drawn their messages, and focus events stay out of React's commit.
    const frame = requestAnimationFrame(() => {
      if (focusRequest.target === 'heading') headingRef.current?.focus();
      else focusFirstInvalidField(panelRef.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const step = steps[wizard.current]!;
  const stepLabel = (index: number) =>
    t('Step {number} of {count}: {title}', {
      number: index + 1,
      count: steps.length,
      title: t(steps[index]!.title),
    });
  const requestFocus = (target: 'heading' | 'invalid') =>
    setFocusRequest((previous) => ({ target, attempt: (previous?.attempt ?? 0) + 1 }));

  const announceOutcome = (outcome: WizardOutcome | 'busy', from: number) => {
    if (outcome === 'busy') return;
    if (outcome === 'invalid') {
      setAnnouncement(t('{title} has errors: please correct them.', { title: t(steps[from]!.title) }));
      requestFocus('invalid');
    } else if (outcome === 'finish') {
      setAnnouncement(t('Every step is complete.'));
    } else {
      setAnnouncement(t('{title} complete.', { title: t(steps[from]!.title) }));
      requestFocus('heading');
    }
  };
  const next = async () => {
    const from = wizard.current;
    announceOutcome(await wizard.next(), from);
  };
  const previous = () => {
    wizard.previous();
    requestFocus('heading');
  };
  const goTo = (index: number) => {
    if (!wizard.canGoTo(index)) return;
    wizard.goTo(index);
    setAnnouncement(stepLabel(index));
  };
  // Enter in a text field means "Next", never submitting the whole form from an early step.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target;
    if (
      event.key !== 'Enter' ||
      !(target instanceof HTMLInputElement) ||
      !typesNextOnEnter.has(target.type)
    ) {
      return;
    }
    event.preventDefault();
    void next();
  };
  const stateOf = (index: number): StepState =>
    index === wizard.current ? 'current' : wizard.isCompleted(index) ? 'complete' : 'pending';
  const nextLabel = wizard.isLast ? t('Finish') : t('Next');

  const tabs = steps.map((item, index) => {
    const state = stateOf(index);
    const common = {
      type: 'button' as const,
      $state: state,
      'aria-current': state === 'current' ? ('step' as const) : undefined,
      disabled: state !== 'current' && !wizard.canGoTo(index),
      onClick: () => goTo(index),
    };
    // The check mark is only drawn, so the name says it too.
    const completed = wizard.isCompleted(index) && <HiddenText>{t('(complete)')}</HiddenText>;
    return variant === 'smart' ? (
      <SmartStep key={item.id}>
        <SmartStepButton {...common}>
          <SmartStepNumber $state={state} aria-hidden>
            {state === 'complete' ? <Icon icon={faCheck} /> : index + 1}
          </SmartStepNumber>
          <StepTitle>{t(item.title)}</StepTitle>
          {completed}
        </SmartStepButton>
      </SmartStep>
    ) : (
      <FuelStep key={item.id}>
        <FuelStepButton {...common}>
          <FuelStepBadge $state={state} aria-hidden>
            {state === 'complete' ? <Icon icon={faCheck} /> : index + 1}
          </FuelStepBadge>
          {t(item.title)}
          {completed}
        </FuelStepButton>
        <Icon icon={faChevronRight} />
      </FuelStep>
    );
  });

  const previousButton = (
    <Button
      size={variant === 'smart' ? 'lg' : 'sm'}
      variant={variant === 'smart' ? 'default' : 'primary'}
      icon={variant === 'fuelux' ? <Icon icon={faArrowLeft} /> : undefined}
      isDisabled={wizard.isFirst}
      onPress={previous}
    >
      {variant === 'smart' ? t('Previous') : t('Prev')}
    </Button>
  );
  const nextButton = (
    <Button
      size={variant === 'smart' ? 'lg' : 'sm'}
      variant={variant === 'smart' ? 'default' : 'success'}
      onPress={() => void next()}
    >
      {nextLabel}
      {variant === 'fuelux' && <Icon icon={faArrowRight} />}
    </Button>
  );

  return (
    <WizardRoot className={className} role="group" {...labelling}>
      {variant === 'smart' ? (
        <SmartSteps aria-label={t('Steps')}>{tabs}</SmartSteps>
      ) : (
        <FuelBar>
          <FuelSteps aria-label={t('Steps')}>{tabs}</FuelSteps>
          <FuelActions>
            {previousButton}
            {nextButton}
          </FuelActions>
        </FuelBar>
      )}
      <StepPanel
        ref={panelRef}
        role="group"
        aria-labelledby={headingId}
        aria-busy={wizard.isBusy || undefined}
        onKeyDown={onPanelKeyDown}
      >
        <StepHeading id={headingId} ref={headingRef} tabIndex={-1}>
          <strong>{t('Step {number}', { number: wizard.current + 1 })}</strong> -{' '}
          {t(step.heading ?? step.title)}
        </StepHeading>
        {step.content}
      </StepPanel>
      {variant === 'smart' && (
        <SmartActions>
          {previousButton}
          {nextButton}
        </SmartActions>
      )}
      <LiveRegion role="status">{announcement}</LiveRegion>
    </WizardRoot>
  );
}
