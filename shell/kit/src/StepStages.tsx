import { styled, css } from 'styled-components';
import { VisuallyHidden } from './layout.js';

export interface StepStagesProps {
  /**
   * The stages' names, in order: the contract's WIZARD_STAGES. Passed in rather than imported, so the kit's core
   * (in the shared-libraries chunk) does not split the contract's price module into a chunk of its own.
   */
  stages: readonly string[];
  /** Index of the current stage: 0 = Characters ... 4 = Delivery. */
  active: number;
  /** Whether the stage at an index is done (the server has its data); nothing is done when left out. */
  isDone?: (index: number) => boolean;
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

/**
 * The wizard's five named stages (Characters, Premise, Outline, Cover, Delivery), drawn from what it is given: the
 * current one highlighted, the done ones ticked. No data of its own and no schema, so it is in the kit's core: the
 * shell paints it with its first render, before a step's remote and the contract (zod) have arrived
 * (shell/src/remotes/StepFirstPaint.tsx). The wizard's StepIndicator adds the draft's progress.
 */
export function StepStages({ stages, active, isDone = () => false }: StepStagesProps) {
  return (
    <nav aria-label="Progress">
      <List>
        {stages.map((stage, index) => {
          const state: StageState = index === active ? 'active' : isDone(index) ? 'done' : 'todo';
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
