import { VisuallyHidden } from '@storyloom/kit';
import { styled } from 'styled-components';
import type { ProductionReply } from '@storyloom/contracts/delivery';
import { DigitalEditionLinks } from './DigitalEditionLinks.js';
import { productionSteps, type StepState } from '../lib/production-view.js';

const MARKS: Record<StepState, string> = { done: '✓', current: '●', failed: '!', upcoming: '○' };
const SPOKEN: Record<StepState, string> = {
  done: 'done',
  current: 'in progress',
  failed: 'failed',
  upcoming: 'upcoming',
};

/** The book's way from payment to the reader's door, one line per stage, and the proof once typeset. */
export function ProductionStages({ reply, withReview = false }: { reply: ProductionReply; withReview?: boolean }) {
  const steps = productionSteps(reply, { withReview });
  if (!steps) return null;
  return (
    <Card aria-labelledby="production-heading">
      <Heading id="production-heading">Your book</Heading>
      <Summary role={reply.stage === 'failed' ? 'alert' : 'status'} data-testid="production-summary">
        {reply.headline}
      </Summary>
      <Steps>
        {steps.map((step) => (
          <Step
            key={step.label}
            $state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            <Mark aria-hidden="true">{MARKS[step.state]}</Mark>
            <span>
              {step.label}
              {step.detail ? <Detail> · {step.detail}</Detail> : null}
              {step.trackingUrl ? (
                <Detail>
                  {' · '}
                  <Tracking href={step.trackingUrl} target="_blank" rel="noopener noreferrer">
                    Track your parcel
                  </Tracking>
                </Detail>
              ) : null}
              <VisuallyHidden> ({SPOKEN[step.state]})</VisuallyHidden>
            </span>
          </Step>
        ))}
      </Steps>
      {reply.proof_url ? (
        <Proof href={reply.proof_url} download>
          Download PDF proof
        </Proof>
      ) : null}
      <DigitalEditionLinks edition={reply.digital_edition} />
    </Card>
  );
}

const Card = styled.section`
  max-width: 640px;
  margin: 0 auto ${(props) => props.theme.space(3)};
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.large};
`;

const Heading = styled.h2`
  margin: 0 0 ${(props) => props.theme.space(1)};
  font-size: 1.3rem;
`;

const Summary = styled.p`
  margin: 0 0 ${(props) => props.theme.space(2)};
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const COLORS: Record<StepState, (theme: { colors: Record<string, string> }) => string> = {
  done: (theme) => theme.colors.success!,
  current: (theme) => theme.colors.focus!,
  failed: (theme) => theme.colors.error!,
  upcoming: (theme) => theme.colors.textMuted!,
};

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  gap: ${(props) => props.theme.space(1.5)};
  align-items: baseline;
  padding: ${(props) => props.theme.space(0.75)} 0;
  color: ${(props) => (props.$state === 'upcoming' ? props.theme.colors.textMuted : props.theme.colors.text)};
  font-weight: ${(props) => (props.$state === 'current' || props.$state === 'failed' ? 700 : 400)};
  > span:first-child {
    color: ${(props) => COLORS[props.$state](props.theme)};
  }
`;

const Mark = styled.span`
  width: 1.2em;
  text-align: center;
`;

const Detail = styled.span`
  font-weight: 400;
`;

const Proof = styled.a`
  display: inline-block;
  margin-top: ${(props) => props.theme.space(2)};
  font-weight: 600;
  color: ${(props) => props.theme.colors.primary};
`;

const Tracking = styled.a`
  color: ${(props) => props.theme.colors.primary};
`;
