import { Button, PageContainer, Spinner } from '@storyloom/kit';
import { useEffect, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { toChunkLoadFailure } from './chunk-load-error.js';
import { registeredEntryOf } from './remote-registry.js';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.js';
import { useRemoteComponent } from './use-remote-component.js';

export interface RemotePageProps {
  remote: string;
  exposed: string;
  /** Shown while the remote loads in place of the (empty) loading state: e.g. the landing page's hero. */
  placeholder?: ReactNode;
  /** A wizard step: its remote runs on the shared contract, evaluated in short tasks before the page (contract-warm-up.ts). */
  warmContract?: boolean;
}

/** Short loads show nothing, so fast pages don't flash a spinner. */
const LOADING_HINT_DELAY_MS = 300;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(2)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorTitle = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.error};
`;

const Detail = styled.p`
  margin: 0;
  max-width: 640px;
  word-break: break-word;
`;

/**
 * The loading state fills the viewport, so the footer below it starts out of sight: otherwise it paints at the top
 * and the page arriving pushes it down, a layout shift Lighthouse counted as 0.59 on / and /tos (issue 16).
 */
const Loading = styled(Centered)`
  min-height: 100vh;
`;

function LoadingState() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Loading role="status" aria-live="polite">
      {visible ? (
        <>
          <Spinner $size={28} />
          <span>Loading…</span>
        </>
      ) : null}
    </Loading>
  );
}

function LoadFailure({ remote, error, onRetry }: { remote: string; error: unknown; onRetry: () => void }) {
  const failure = toChunkLoadFailure(remote, error, registeredEntryOf(remote));
  return (
    <PageContainer>
      <Centered role="alert">
        <ErrorTitle>{failure.message}</ErrorTitle>
        <Detail>
          ({failure.reason}
          {failure.url ? `: ${failure.url}` : ''})
        </Detail>
        <Button onClick={onRetry}>Retry</Button>
      </Centered>
    </PageContainer>
  );
}

function RenderFailure({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <PageContainer>
      <Centered role="alert">
        <ErrorTitle>Something went wrong on this page.</ErrorTitle>
        <Detail>The {remote} module stopped while drawing the page. The rest of the site still works.</Detail>
        <Button onClick={onRetry}>Retry</Button>
      </Centered>
    </PageContainer>
  );
}

/**
 * Renders one remote page: a light loading state, then the page inside its own error boundary. If the remote
 * cannot be loaded (after the runtime plugin's retries) the route shows the chunk-load error with Retry
 * (docs/product/errors.md#whole-site).
 */
export function RemotePage({ remote, exposed, placeholder, warmContract }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteComponent(remote, exposed, attempt, warmContract);
  const retry = () => setAttempt((count) => count + 1);

  if (state.status === 'loading') return placeholder ?? <LoadingState />;
  if (state.status === 'failed') return <LoadFailure remote={remote} error={state.error} onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      remote={remote}
      fallback={(_error, reset) => <RenderFailure remote={remote} onRetry={reset} />}
    >
      <Component />
    </RemoteErrorBoundary>
  );
}
