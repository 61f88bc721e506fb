import type { StepStatus } from './checkoutSelectors';

/** What the page tells a step: open as a form ('active') or collapsed to its summary ('done'). */
export interface StepProps {
  status: StepStatus;
}
