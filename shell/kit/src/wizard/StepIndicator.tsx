import { WIZARD_STAGES, WIZARD_STEP_KEYS, type DraftProgressReply } from '@storyloom/contracts';
import { StepStages } from '@storyloom/kit';
import { useDraftProgress } from './draft-progress.js';

export interface StepIndicatorProps {
  /** Index of the current stage in WIZARD_STAGES: 0 = Characters ... 4 = Delivery. */
  active: number;
  /**
   * The draft's progress when the page has loaded it already (null: unknown); without it the indicator asks the
   * server itself. A stage shows as done only when the server has its data, wherever the visitor is.
   */
  progress?: DraftProgressReply | null;
}

/** The wizard's five named stages (Characters, Premise, Outline, Cover, Delivery): the current one highlighted, the saved ones done. */
export function StepIndicator({ active, progress: given }: StepIndicatorProps) {
  const fetched = useDraftProgress({ enabled: given === undefined });
  const progress = given === undefined ? fetched.progress : given;
  return (
    <StepStages
      stages={WIZARD_STAGES}
      active={active}
      isDone={(index) => Boolean(progress?.steps[WIZARD_STEP_KEYS[index]!])}
    />
  );
}
