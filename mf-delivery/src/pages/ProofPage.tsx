import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { orderStatusPath, type ProofChangeRequestView, type ProofVersion } from '@storyloom/contracts/delivery';
import { PageContainer, PageTitle, Spinner, usePageview } from '@storyloom/kit';
import { ORDER_QUERY_PARAMETER } from '../lib/order-view.js';
import {
  acceptChange,
  approveVersion,
  askForChange,
  discardChange,
  restoreVersion,
  saveEdit,
  type ProofAddress,
} from '../lib/proof-api.js';
import { ApproveBar } from '../proof/ApproveBar.js';
import type { RequestActions } from '../proof/ChangeRequests.js';
import { describeTarget, editOf, type EditTarget } from '../proof/edit-targets.js';
import { PersonalPanel, flagCount } from '../proof/PersonalPanel.js';
import { ReadingView } from '../proof/ReadingView.js';
import { savedWithPages, useProof } from '../proof/use-proof.js';
import { VersionList } from '../proof/VersionList.js';

/** The real pages are drawn by pdf.js: its own chunk (and pdf.js a file of its own), loaded when the pages are shown. */
const PdfBook = lazy(() => import('../proof/PdfBook.js'));

type Section = 'pages' | 'read' | 'personal' | 'versions';

/**
 * /order/proof (docs/product/proof.md): the buyer reads the whole book before it prints: the real pages, the text in
 * large type to change by hand or in plain words, what's personal in it, the versions, then "Approve and print". Opens
 * with `?order=&token=` from the e-mail on any device, or with the visitor's cookie or account.
 */
export default function ProofPage() {
  usePageview('/order/proof', "Your book's proof");
  const [params] = useSearchParams();
  const orderId = params.get(ORDER_QUERY_PARAMETER);
  const token = params.get('token') ?? undefined;
  const address = useMemo<ProofAddress | null>(() => (orderId ? { orderId, token } : null), [orderId, token]);
  const { load, status, change } = useProof(address);
  const [section, setSection] = useState<Section>('pages');
  const [page, setPage] = useState(1);
  const topRef = useRef<HTMLDivElement>(null);

  const showPage = useCallback((number: number) => {
    setPage(number);
    setSection('pages');
    topRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const onEdit = useCallback(
    (target: EditTarget, text: string) =>
      change((version) => saveEdit(address!, version, editOf(target, text)), {
        saving: `Saving: ${describeTarget(target)}...`,
        saved: (proof, before) => savedWithPages(`${describeTarget(target)} is changed.`, proof, before),
      }),
    [address, change],
  );
  const requests = useMemo<RequestActions>(
    () => ({
      ask: (instruction, chapter) =>
        change(
          (version) =>
            askForChange(address!, {
              base_version: version,
              instruction,
              ...(chapter === undefined ? {} : { chapter }),
            }),
          {
            saving: 'Sending your request to the writer...',
            saved: () => 'The writer is working on your request. This page updates by itself.',
          },
        ),
      accept: (request: ProofChangeRequestView) =>
        change((version) => acceptChange(address!, request.id, { base_version: version }), {
          saving: 'Keeping the change...',
          saved: (proof, before) => savedWithPages('Change accepted.', proof, before),
        }),
      discard: (request: ProofChangeRequestView) =>
        change(() => discardChange(address!, request.id), {
          saving: 'Discarding the change...',
          saved: () => 'Change discarded: your book is as it was.',
        }),
    }),
    [address, change],
  );
  const onRestore = useCallback(
    (restored: ProofVersion) =>
      change((version) => restoreVersion(address!, { base_version: version, version: restored.version }), {
        saving: `Restoring version ${restored.version}...`,
        saved: (proof, before) => savedWithPages(`Version ${restored.version} restored.`, proof, before),
      }),
    [address, change],
  );
  const onApprove = useCallback(
    () =>
      change((version) => approveVersion(address!, { version }), {
        saving: 'Approving...',
        saved: () => 'Approved: your book goes to the printer.',
      }),
    [address, change],
  );

  const proof = load.kind === 'loaded' ? load.proof : null;
  const flags = proof ? flagCount(proof.personal) : 0;
  const sections: Array<{ key: Section; label: string }> = [
    { key: 'pages', label: 'Pages' },
    { key: 'read', label: proof?.state === 'in_review' ? 'Read and change' : 'Read' },
    { key: 'personal', label: flags > 0 ? `What's personal (${flags} to check)` : "What's personal" },
    { key: 'versions', label: 'Versions' },
  ];

  return (
    <PageContainer>
      <PageTitle>Read and approve your book</PageTitle>
      {load.kind === 'loading' ? (
        <Lead role="status">
          <Spinner /> Loading your book...
        </Lead>
      ) : null}
      {load.kind === 'failed' ? <Lead role="alert">{load.message}</Lead> : null}
      {proof && proof.state === 'not_ready' ? (
        <Lead role="status">
          Your book is still being written and typeset. We will e-mail you as soon as it is ready for your review.{' '}
          <a href={orderStatusPath(proof.order_id, token)}>Follow it on the order status page</a>.
        </Lead>
      ) : null}
      {proof && proof.state !== 'not_ready' ? (
        <>
          <Summary ref={topRef}>
            <BookTitle>“{proof.title}”</BookTitle>
            <span>
              Order {proof.number} · version {proof.version} · {proof.page_count} pages · {proof.requests_used} of{' '}
              {proof.requests_max} requests in plain words used
            </span>
          </Summary>
          <Status role="status" aria-live="polite" data-tone={status?.tone} data-testid="proof-status">
            {status?.text ?? ''}
          </Status>
          <Tabs aria-label="Your proof">
            {sections.map((item) => (
              <Tab
                key={item.key}
                type="button"
                aria-pressed={section === item.key}
                $flagged={item.key === 'personal' && flags > 0}
                onClick={() => setSection(item.key)}
              >
                {item.label}
              </Tab>
            ))}
          </Tabs>
          {section === 'pages' ? (
            proof.interior_pdf_url ? (
              <Suspense
                fallback={
                  <Lead role="status">
                    <Spinner /> Opening your pages...
                  </Lead>
                }
              >
                <PdfBook
                  interiorUrl={proof.interior_pdf_url}
                  coverUrl={proof.cover_pdf_url}
                  page={page}
                  onPage={setPage}
                  chapters={proof.chapters}
                />
              </Suspense>
            ) : (
              <Lead>The pages are not available right now; the reading view has the same text.</Lead>
            )
          ) : null}
          {section === 'read' ? (
            <ReadingView proof={proof} onEdit={onEdit} requests={requests} onShowPage={showPage} />
          ) : null}
          {section === 'personal' ? <PersonalPanel personal={proof.personal} onShowPage={showPage} /> : null}
          {section === 'versions' ? <VersionList proof={proof} onRestore={onRestore} /> : null}
          <ApproveBar proof={proof} flags={flags} onApprove={onApprove} />
        </>
      ) : null}
    </PageContainer>
  );
}

const Lead = styled.p`
  max-width: 640px;
  margin: 0 auto ${(props) => props.theme.space(2)};
  text-align: center;
`;

const Summary = styled.div`
  display: grid;
  gap: ${(props) => props.theme.space(0.5)};
  margin-bottom: ${(props) => props.theme.space(1)};
  text-align: center;
  overflow-wrap: anywhere;
  span {
    font-size: 0.9rem;
    color: ${(props) => props.theme.colors.textMuted};
  }
  scroll-margin-top: ${(props) => props.theme.space(2)};
`;

const BookTitle = styled.strong`
  font-family: ${(props) => props.theme.fonts.heading};
  font-size: 1.3rem;
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${(props) => props.theme.space(1)};
  text-align: center;
  font-weight: 600;
  &[data-tone='problem'] {
    color: ${(props) => props.theme.colors.error};
  }
  &[data-tone='done'] {
    color: ${(props) => props.theme.colors.success};
  }
`;

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(0.5)};
  margin: 0 0 ${(props) => props.theme.space(2)};
  border-bottom: 2px solid ${(props) => props.theme.colors.border};
`;

const Tab = styled.button<{ $flagged: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: ${(props) => props.theme.space(1)} ${(props) => props.theme.space(1.5)};
  font: inherit;
  font-weight: 600;
  color: ${(props) => (props.$flagged ? '#b34700' : props.theme.colors.text)};
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -2px;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-bottom-color: ${(props) => props.theme.colors.primary};
    color: ${(props) => props.theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${(props) => props.theme.colors.focus};
  }
`;
