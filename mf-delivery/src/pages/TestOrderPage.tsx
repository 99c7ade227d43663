import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, PageContainer, PageTitle, Spinner } from '@storyloom/kit';
import { createTestOrder, isPdf, TEST_ORDER_TEXT, testOrderErrorMessage } from '../lib/test-order-api.js';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'success'; order: unknown }
  | { kind: 'error'; message: string };

/**
 * The internal print-provider test order page, `/internal/lulu-test-order` (docs/product/step5-delivery.md#internal-test-order-internallulu-test-order):
 * two PDFs make a real test order with Lulu. For operators only: the server answers 404 to everyone else, page and API.
 */
export default function TestOrderPage() {
  const [interior, setInterior] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const processing = outcome.kind === 'processing';

  const choose = (which: 'interior' | 'cover') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !isPdf(file)) {
      event.target.value = '';
      setOutcome({
        kind: 'error',
        message: which === 'interior' ? TEST_ORDER_TEXT.interiorNotPdf : TEST_ORDER_TEXT.coverNotPdf,
      });
      return;
    }
    (which === 'interior' ? setInterior : setCover)(file);
    if (outcome.kind === 'error') setOutcome({ kind: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!interior || !cover) {
      setOutcome({ kind: 'error', message: TEST_ORDER_TEXT.bothFiles });
      return;
    }
    setOutcome({ kind: 'processing' });
    try {
      setOutcome({ kind: 'success', order: await createTestOrder(interior, cover) });
    } catch (error) {
      setOutcome({ kind: 'error', message: testOrderErrorMessage(error) });
    }
  };

  return (
    <PageContainer>
      <PageTitle>Lulu Test Order</PageTitle>
      <Lead>
        Uploading an interior PDF and a cover PDF here creates a real test order with Lulu, the print provider.
      </Lead>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <UploadArea label="Upload Interior PDF" file={interior} onChange={choose('interior')} disabled={processing} />
        <UploadArea label="Upload Cover PDF" file={cover} onChange={choose('cover')} disabled={processing} />
        <div>
          <Button type="submit" disabled={!interior || !cover || processing}>
            {processing ? (
              <>
                <Spinner /> Processing...
              </>
            ) : (
              'Create Test Order'
            )}
          </Button>
        </div>
      </Form>
      {outcome.kind === 'error' ? (
        <Message role="alert" $error>
          {outcome.message}
        </Message>
      ) : null}
      {outcome.kind === 'success' ? (
        <>
          <Message role="alert">{TEST_ORDER_TEXT.success}</Message>
          <DetailsTitle>Order Details:</DetailsTitle>
          <Details tabIndex={0} aria-label="Order Details">
            {JSON.stringify(outcome.order, null, 2)}
          </Details>
        </>
      ) : null}
    </PageContainer>
  );
}

function UploadArea({
  label,
  file,
  onChange,
  disabled,
}: {
  label: string;
  file: File | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <Area>
      <AreaLabel htmlFor={id}>{label}</AreaLabel>
      <input id={id} type="file" accept="application/pdf" onChange={onChange} disabled={disabled} />
      <Chosen>{file ? `Selected: ${file.name}` : 'No file selected'}</Chosen>
    </Area>
  );
}

const Lead = styled.p`
  color: ${(props) => props.theme.colors.textMuted};
`;

/** One column no wider than the page: a file input's own width (about 290 px) made it 341 px on a 320 px phone. */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(props) => props.theme.space(2)};
  margin: ${(props) => props.theme.space(3)} 0;
`;

const Area = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(props) => props.theme.space(1)};
  padding: ${(props) => props.theme.space(3)} ${(props) => props.theme.space(2)};
  border: 2px dashed ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.medium};
  background: ${(props) => props.theme.colors.surface};
  justify-items: center;
  text-align: center;
  input { max-width: 100%; min-width: 0; }
`;

const AreaLabel = styled.label`
  font-weight: 600;
`;

const Chosen = styled.p`
  margin: 0;
  color: ${(props) => props.theme.colors.textMuted};
`;

const Message = styled.p<{ $error?: boolean }>`
  font-weight: 600;
  color: ${(props) => (props.$error ? props.theme.colors.error : props.theme.colors.success)};
`;

const DetailsTitle = styled.h2`
  font-size: 1.1rem;
`;

const Details = styled.pre`
  max-height: 300px;
  overflow: auto;
  padding: ${(props) => props.theme.space(2)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  font-size: 0.85rem;
`;
