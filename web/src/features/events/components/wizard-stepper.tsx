import { Stepper, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { wizardSteps } from '../draft/problems';
import classes from './wizard-stepper.module.css';

const descriptions = ['Name, place, time', 'Banner', 'Prices', 'Check and create'];

type WizardStepperProps = {
  active: number;
  onStepClick: (step: number) => void;
  /** Steps to mark red, once the organiser has seen the list of problems. */
  stepsWithProblems: ReadonlySet<number>;
};

/** SPEC.md's clickable step bar: every step can be opened at any time. */
export function WizardStepper({ active, onStepClick, stepsWithProblems }: WizardStepperProps) {
  return (
    <Stepper
      active={active}
      onStepClick={onStepClick}
      allowNextStepsSelect
      size="sm"
      classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
    >
      {wizardSteps.map((label, index) => {
        const hasProblem = stepsWithProblems.has(index);
        return (
          <Stepper.Step
            key={label}
            // Named by what it shows (axe: label-content-name-mismatch), plus hidden words
            // for the red mark, which colour and an icon alone would not tell.
            label={
              hasProblem ? (
                <>
                  {label}
                  <VisuallyHidden> (needs attention)</VisuallyHidden>
                </>
              ) : (
                label
              )
            }
            description={descriptions[index]}
            color={hasProblem ? 'red' : undefined}
            completedIcon={hasProblem ? <IconAlertTriangle size={18} /> : undefined}
            icon={hasProblem ? <IconAlertTriangle size={18} /> : undefined}
          />
        );
      })}
    </Stepper>
  );
}
