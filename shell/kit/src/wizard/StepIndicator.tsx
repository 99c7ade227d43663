import { WIZARD_STAGES, WIZARD_STEP_KEYS, type DraftProgressReply } from '@storyloom/contracts';
import { styled, css } from 'styled-components';
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

type StageState = 'done' | 'active' | 'todo';

const List = styled.ol`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} auto ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  max-width: 720px;
`;

const Stage = styled.li<{ $state: StageState }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  font-size: 0.8rem;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'active' ? 700 : 400)};
  ${({ theme }) => theme.media.sm} { font-size: 0.9rem; }
`;

const Dot = styled.span<{ $state: StageState }>`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-weight: 700;
  ${({ theme, $state }) =>
    $state === 'todo'
      ? css`
          border: 2px solid ${theme.colors.border};
          color: ${theme.colors.textMuted};
          background: ${theme.colors.surface};
        `
      : css`
          border: 2px solid ${theme.colors.primary};
          color: ${theme.colors.primaryContrast};
          background: ${theme.colors.primary};
        `}
`;

const stateOf = (index: number, active: number, progress: DraftProgressReply | null | undefined): StageState => {
  if (index === active) return 'active';
  return progress?.steps[WIZARD_STEP_KEYS[index]!] ? 'done' : 'todo';
};

/** The wizard's five named stages (Characters, Premise, Outline, Cover, Delivery): the current one highlighted, the saved ones done. */
export function StepIndicator({ active, progress: given }: StepIndicatorProps) {
  const fetched = useDraftProgress({ enabled: given === undefined });
  const progress = given === undefined ? fetched.progress : given;
  return (
    <nav aria-label="Progress">
      <List>
        {WIZARD_STAGES.map((stage, index) => {
          const state = stateOf(index, active, progress);
          return (
            <Stage key={stage} $state={state} aria-current={state === 'active' ? 'step' : undefined} data-state={state}>
              <Dot $state={state} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </Dot>
              <span>
                {stage}
                {state === 'done' ? <VisuallyHidden> (done)</VisuallyHidden> : null}
              </span>
            </Stage>
          );
        })}
      </List>
    </nav>
  );
}

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
