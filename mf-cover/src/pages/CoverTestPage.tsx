import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, PageContainer, PageTitle } from '@storyloom/kit';
import { TextField } from '@storyloom/kit/forms';
import { PhotoDropZone } from '../components/PhotoDropZone.js';
import { PhotoThumbnails } from '../components/PhotoThumbnails.js';
import { coverTest, type CoverTestReply } from '../lib/cover-api.js';
import { COVER_MESSAGES, failureMessage } from '../lib/cover-errors.js';
import { usePhotos } from '../lib/use-photos.js';

/** Designs per request that the API accepts on /api/covertest (docs/product/step4-cover.md, "/covertest"). */
export const COVER_TEST_MAX_COUNT = 4;

/**
 * /covertest: the team's screen for trying the cover generator without the wizard: photos, the words on the
 * cover, how many designs; every result side by side with its seed, so a design can be named and made again.
 */
export default function CoverTestPage() {
  const photos = usePhotos();
  const [fields, setFields] = useState({
    title: 'The Lantern of Gull Bay',
    genre: 'Adventure',
    tone: 'Hopeful',
    name: 'Grandma Rosa',
  });
  const [count, setCount] = useState(2);
  const [results, setResults] = useState<CoverTestReply | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRef<AbortController | null>(null);

  const field = (name: keyof typeof fields, label: string) => (
    <TextField
      label={label}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    setBusy(true);
    setError(null);
    try {
      setResults(await coverTest({ photos: photos.files, ...fields, count }, controller.signal));
    } catch (caught) {
      if (!controller.signal.aborted) setError(failureMessage(caught, COVER_MESSAGES.coverFailed));
    } finally {
      if (run.current === controller) setBusy(false);
    }
  };

  return (
    <PageContainer>
      <PageTitle>Cover Test</PageTitle>
      <Form aria-label="Cover test" onSubmit={(event) => void submit(event)}>
        <PhotoDropZone onFiles={photos.add} disabled={busy} />
        {photos.refusals.length > 0 && (
          <ErrorList role="alert">
            {photos.refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ErrorList>
        )}
        <PhotoThumbnails photos={photos.photos} onRemove={photos.remove} disabled={busy} />
        <Fields>
          {field('title', 'Title')}
          {field('genre', 'Genre')}
          {field('tone', 'Tone')}
          {field('name', 'Main character name')}
          <TextField
            label="Designs"
            type="number"
            min={1}
            max={COVER_TEST_MAX_COUNT}
            value={count}
            onChange={(event) => setCount(Math.min(COVER_TEST_MAX_COUNT, Math.max(1, Number(event.target.value) || 1)))}
          />
        </Fields>
        <Button type="submit" disabled={photos.files.length === 0} busy={busy} busyLabel="Generating...">
          Generate
        </Button>
      </Form>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {results && (
        <Summary role="status">
          {results.covers.length} {results.covers.length === 1 ? 'design' : 'designs'}
          {results.designer ? ` by the ${results.designer} designer` : ''}
          {results.warnings.map((warning) => (
            <span key={`${warning.file}:${warning.message}`}>
              <br />
              {warning.file}: {warning.message}
            </span>
          ))}
        </Summary>
      )}
      <Results aria-label="Generated covers" aria-busy={busy}>
        {results?.covers.map((result) => (
          <Result key={result.seed}>
            <img src={result.image} alt={`Cover with seed ${result.seed}`} />
            <figcaption>
              Seed: <code>{result.seed}</code>
            </figcaption>
          </Result>
        ))}
      </Results>
    </PageContainer>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(2)};
  max-width: 720px;
  margin: 0 auto;
`;

const Fields = styled.div`
  display: grid;
  gap: ${(props) => props.theme.space(1.5)};
  ${(props) => props.theme.media.sm} { grid-template-columns: 1fr 1fr; }
`;

const Results = styled.section`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(props) => props.theme.space(3)};
  margin-top: ${(props) => props.theme.space(4)};
`;

const Result = styled.figure`
  margin: 0;
  text-align: center;
  img { display: block; height: 300px; aspect-ratio: 2 / 3; border-radius: ${(props) => props.theme.radii.small}; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18); }
  figcaption { margin-top: ${(props) => props.theme.space(1)}; }
`;

const Summary = styled.p`
  margin-top: ${(props) => props.theme.space(3)};
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;

const ErrorList = styled.ul`
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
`;

const ErrorText = styled.p`
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
  text-align: center;
`;
