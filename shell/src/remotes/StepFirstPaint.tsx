import { WIZARD_STAGES } from '@storyloom/contracts/pricing';
import { PageContainer, PageTitle, StepStages } from '@storyloom/kit';
import type { WizardStepNumber } from '../routes/route-table.js';
import { RestOfThePage } from './RestOfThePage.js';

export interface StepFirstPaintProps {
  step: WizardStepNumber;
  heading: string;
}

/**
 * What a step page (a route the contract marks `firstPaint: 'step'`) shows while its remote downloads: the stage list
 * and the page's heading, where the page draws them. The heading is the largest thing on the first screen, and
 * painting it with the shell's first render, instead of after the remote's chunks, the contract (zod) and the page's
 * own render, is what brings the largest contentful paint forward (issue 16). Everything here is in the kit's core,
 * so it costs no request. Which stages are done is not known yet; the page's own indicator ticks them once it has
 * asked the server.
 */
export function StepFirstPaint({ step, heading }: StepFirstPaintProps) {
  return (
    <PageContainer aria-busy="true">
      <StepStages stages={WIZARD_STAGES} active={step - 1} />
      <PageTitle>{heading}</PageTitle>
      <RestOfThePage />
    </PageContainer>
  );
}
