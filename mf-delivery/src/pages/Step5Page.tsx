import { lazy, Suspense, useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { WIZARD_STAGES, WIZARD_STEP_KEYS } from '@storyloom/contracts';
import { ORDER_LIMITS, ORDER_PAGES } from '@storyloom/contracts/delivery';
import { Button, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator, useDraftProgress } from '@storyloom/kit/wizard';
import { AddressSkeleton } from '../components/AddressSkeleton.js';
import { BookOptions } from '../components/BookOptions.js';
import { DedicationField } from '../components/DedicationField.js';
import { PriceSummary } from '../components/PriceSummary.js';
import { ProofChoiceField } from '../components/ProofChoiceField.js';
import { loadAddressSections } from '../lib/address-part.js';
import { orderDescription, priceLines, priceOfForm } from '../lib/price-lines.js';
import { useOrderForm, type Redirect } from '../lib/use-order-form.js';
import { useAfterFirstCommit } from '../lib/use-after-first-commit.js';
import { useShippingOptions } from '../lib/use-shipping-options.js';

/** The preview dialog is its own chunk: /step5 downloads it only when 'Preview your book' is pressed. */
const BookPreviewDialog = lazy(() => import('../components/BookPreviewDialog.js'));
/**
 * The contact and address sections carry the phone and postal code checks (libphonenumber-js, ~44 KB, and the
 * postal code patterns): their own chunk, fetched as the page first renders and evaluated after the heading, the
 * book options and the price have painted (Lighthouse's TBT and LCP on /step5). A placeholder of the same size
 * holds their place.
 */
const AddressSections = lazy(loadAddressSections);

/** The steps before delivery, with where to finish each (a book is paid for only once steps 1 to 4 are done). */
const EARLIER_STEPS = WIZARD_STEP_KEYS.slice(0, 4).map((key, index) => ({
  key,
  name: WIZARD_STAGES[index]!,
  path: `/step${index + 1}`,
}));

/** Shown when the checkout sends a visitor back after cancelling (the contract's ORDER_PAGES.cancelled, /step5?checkout=cancelled). */
export const CANCELLED_MESSAGE = 'Payment cancelled: nothing was charged. Your details are as you left them.';
const CANCELLED_QUERY = new URLSearchParams(ORDER_PAGES.cancelled.split('?')[1]);

/** /step5, Delivery Details: the order form, its price and 'Go to Payment' (docs/product/step5-delivery.md). */
export default function Step5Page({ redirect }: { redirect?: Redirect }) {
  usePageview('/step5', 'Step 5');
  const { progress } = useDraftProgress();
  const [params] = useSearchParams();
  const cancelled = [...CANCELLED_QUERY].every(([key, value]) => params.get(key) === value);
  const order = useOrderForm(redirect);
  const { form, size, choose } = order;
  const price = useMemo(() => priceOfForm(form, size), [form, size]);
  const unfinished = progress ? EARLIER_STEPS.filter((step) => !progress.steps[step.key]) : [];
  const [previewing, setPreviewing] = useState(false);
  // react-hook-form marks a new form ready from a layout effect: a synchronous re-render of this whole page that also
  // runs every effect of the first commit, all in that commit's task (30-40 ms here, four times that on Lighthouse's
  // phone). With the form's sections one transition later, that re-render holds only the heading and the stage list,
  // and the sections' own render yields to the browser (issue 27).
  const sectionsShown = useAfterFirstCommit();
  // Only a help to choose the shipping method: not part of the order.
  const [needBy, setNeedBy] = useState('');
  const shippingDates = useShippingOptions(form.country, form.state, needBy);

  return (
    <PageContainer>
      <StepIndicator active={4} progress={progress ?? null} />
      <PageTitle>Delivery Details</PageTitle>
      {unfinished.length > 0 ? (
        <Notice role="status">
          Before paying, finish{' '}
          {unfinished.map((step, index) => (
            <span key={step.key}>
              {index > 0 ? ', ' : ''}
              <Link to={step.path}>{step.name}</Link>
            </span>
          ))}
          . You can fill in your delivery details meanwhile.
        </Notice>
      ) : null}
      {cancelled ? <Notice role="status">{CANCELLED_MESSAGE}</Notice> : null}
      {order.loadError ? <Notice role="status">{order.loadError}</Notice> : null}
      {sectionsShown ? (
        <Layout>
          <FormProvider {...order.methods}>
            <Form
              aria-label="Delivery details"
              aria-busy={order.loading || !order.addressShown.shown || undefined}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void order.pay();
              }}
            >
              <Suspense fallback={<AddressSkeleton />}>
                <AddressSections onShown={order.addressShown.onShown} />
              </Suspense>
              <BookOptions
                form={form}
                size={size}
                price={price}
                maxExtraCopies={ORDER_LIMITS.maxExtraCopies}
                onBinding={(binding) => choose('binding', binding)}
                onPaperColor={(color) => choose('paperColor', color)}
                onShipping={(level) => choose('shippingLevel', level)}
                onExtraCopies={(copies) => choose('extraCopies', copies)}
                shippingDates={shippingDates}
                needBy={needBy}
                onNeedBy={setNeedBy}
              />
              <ProofChoiceField value={form.proofChoice} onChange={(choice) => choose('proofChoice', choice)} />
              <DedicationField />
            </Form>
          </FormProvider>
          <Aside>
            <PriceSummary
              lines={priceLines(form, size, price)}
              totalCents={price.totalCents}
              details={orderDescription(form, size)}
              onPay={() => void order.pay()}
              paying={order.paying}
              error={order.payError}
            />
            <PreviewBox>
              <p>See the cover, the title and dedication pages and the first chapter exactly as they will print.</p>
              <Button variant="secondary" fullWidth aria-haspopup="dialog" onClick={() => setPreviewing(true)}>
                Preview your book
              </Button>
            </PreviewBox>
          </Aside>
        </Layout>
      ) : (
        <SectionsToCome />
      )}
      {previewing ? (
        <Suspense fallback={<Notice role="status">Opening the preview...</Notice>}>
          <BookPreviewDialog
            query={{ paper_color: form.paperColor, binding_type: form.binding, dedication: form.dedication }}
            onClose={() => setPreviewing(false)}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${(props) => props.theme.space(3)};
  ${(props) => props.theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Form = styled.form`
  min-width: 0;
`;

const Aside = styled.div`
  ${(props) => props.theme.media.md} {
    position: sticky;
    top: ${(props) => props.theme.space(2)};
  }
`;

const PreviewBox = styled.div`
  margin-top: ${(props) => props.theme.space(2)};
  p {
    margin: 0 0 ${(props) => props.theme.space(1)};
    font-size: 0.9rem;
    color: ${(props) => props.theme.colors.textMuted};
  }
`;

/** Holds the sections' place for their one transition, so the footer below never paints high up and jumps down. */
const SectionsToCome = styled.div`
  min-height: 100vh;
`;

const Notice = styled.p`
  max-width: 720px;
  margin: 0 auto ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(1.5)};
  background: #fff8e1;
  border-left: 4px solid #f9a825;
  border-radius: ${(props) => props.theme.radii.small};
`;
