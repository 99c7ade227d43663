import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PROOF_LIMITS } from '@storyloom/contracts/delivery';
import { theme } from '@storyloom/kit';
import { installFakeFetch, sentBodies, type FakeReply } from '@storyloom/kit/testing';
import { changeRequest, proofReply } from '../testing/proof-fixture.js';
import { PROOF_POLL_MS } from '../proof/use-proof.js';
import ProofPage from './ProofPage.js';

// The page polls while the writer works: a fake clock moves it on (testing-library's waits advance it themselves).
Object.assign(globalThis, { jest });
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const PROOF = '/api/orders/ord_1/proof?token=tok_abc';

function renderProof(
  routes: Record<string, (init: RequestInit | undefined) => FakeReply>,
  url = '/order/proof?order=ord_1&token=tok_abc',
) {
  const fetchMock = installFakeFetch({ 'POST /api/analytics/pageview': () => ({ status: 204 }), ...routes });
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/order/proof" element={<ProofPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { fetchMock, user };
}

/** Replies in turn, the last one repeated. */
const inTurn = (...replies: FakeReply[]) => {
  let asked = 0;
  return () => replies[Math.min(asked++, replies.length - 1)]!;
};

const openReading = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'Read and change' }));

describe('ProofPage', () => {
  it("opens from the e-mail's link (the status token), names the book, its version and pages, and records a pageview", async () => {
    const { fetchMock } = renderProof({ [`GET ${PROOF}`]: () => ({ body: proofReply() }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Read and approve your book' })).toBeInTheDocument();
    expect(await screen.findByText('“The Lantern of Gull Bay”')).toBeInTheDocument();
    expect(
      screen.getByText(/Order SL-3F9A2C1B · version 2 · 48 pages · 1 of 20 requests in plain words used/),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([
      { page: '/order/proof', title: "Your book's proof" },
    ]);
    // The pages tab is shown first; in jsdom pdf.js cannot run, so it says so and points at the reading view.
    expect(await screen.findByRole('alert')).toHaveTextContent('The pages could not be shown');
  });

  it('without an order in the address, says which link to open', () => {
    renderProof({}, '/order/proof');
    expect(screen.getByRole('alert')).toHaveTextContent('No order was named in this address.');
  });

  it("shows the API's refusal (another visitor's order)", async () => {
    renderProof(
      {
        'GET /api/orders/ord_1/proof': () => ({
          status: 404,
          body: { error: 'ORDER_NOT_FOUND', message: 'No such order.' },
        }),
      },
      '/order/proof?order=ord_1',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No such order.');
  });

  it('edits a paragraph in place with the version shown, then says the new page count', async () => {
    const { fetchMock, user } = renderProof({
      [`GET ${PROOF}`]: () => ({ body: proofReply() }),
      [`POST /api/orders/ord_1/proof/edits?token=tok_abc`]: () => ({
        body: proofReply({
          version: 3,
          page_count: 50,
          chapters: [
            {
              ...proofReply().chapters[0]!,
              paragraphs: ['Mia found the old lantern in the attic.', 'Her sister Mia laughed.'],
            },
            proofReply().chapters[1]!,
          ],
        }),
      }),
    });
    await openReading(user);
    await user.click(screen.getByRole('button', { name: 'Edit chapter 1, paragraph 1' }));
    const box = screen.getByRole('textbox', { name: 'Chapter 1, paragraph 1' });
    expect(box).toHaveValue('Mia found the lantern in the attic.');
    await user.clear(box);
    await user.paste('Mia found the old lantern in the attic.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Chapter 1, paragraph 1 is changed. Saved as version 3: now 50 pages (was 48).'),
    ).toHaveAttribute('role', 'status');
    expect(sentBodies(fetchMock, 'POST', '/api/orders/ord_1/proof/edits?token=tok_abc')).toEqual([
      {
        base_version: 2,
        edit: { field: 'paragraph', chapter: 1, paragraph: 0, text: 'Mia found the old lantern in the attic.' },
      },
    ]);
    expect(screen.getByText('Mia found the old lantern in the attic.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Chapter 1, paragraph 1' })).not.toBeInTheDocument();
  });

  it('on a version conflict, reloads, tells the buyer a newer version exists and shows its text, keeping what they typed', async () => {
    const newer = proofReply({
      version: 3,
      chapters: [
        {
          ...proofReply().chapters[0]!,
          paragraphs: ['Mia found a lantern, said the other tab.', 'Her sister Mia laughed.'],
        },
        proofReply().chapters[1]!,
      ],
    });
    const { fetchMock, user } = renderProof({
      [`GET ${PROOF}`]: inTurn({ body: proofReply() }, { body: newer }),
      [`POST /api/orders/ord_1/proof/edits?token=tok_abc`]: () => ({
        status: 409,
        body: { error: 'PROOF_VERSION_CONFLICT', message: 'A newer version exists.', details: { version: 3 } },
      }),
    });
    await openReading(user);
    await user.click(screen.getByRole('button', { name: 'Edit chapter 1, paragraph 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Chapter 1, paragraph 1' }));
    await user.paste('My own words.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('newer-text')).toHaveTextContent('Mia found a lantern, said the other tab.');
    expect(screen.getByRole('alert')).toHaveTextContent('A newer version (version 3) was saved meanwhile.');
    expect(screen.getByTestId('proof-status')).toHaveTextContent(
      'A newer version of your book was saved meanwhile (version 3',
    );
    expect(screen.getByRole('textbox', { name: 'Chapter 1, paragraph 1' })).toHaveValue('My own words.');
    // Saving again goes on from the newer version.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(
      sentBodies(fetchMock, 'POST', '/api/orders/ord_1/proof/edits?token=tok_abc').map(
        (body) => (body as { base_version: number }).base_version,
      ),
    ).toEqual([2, 3]);
  });

  it("refuses a text over the contract's limit with its message, before sending anything", async () => {
    const { fetchMock, user } = renderProof({ [`GET ${PROOF}`]: () => ({ body: proofReply() }) });
    await openReading(user);
    await user.click(screen.getByRole('button', { name: 'Edit the book title' }));
    const title = screen.getByRole('textbox', { name: 'The book title' });
    await user.clear(title);
    await user.paste('x'.repeat(PROOF_LIMITS.title + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(`Book title must be at most ${PROOF_LIMITS.title} characters`);
    expect(screen.getByText(`${PROOF_LIMITS.title + 1} of ${PROOF_LIMITS.title} characters`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(title);
    expect(screen.getByRole('alert')).toHaveTextContent('Book title cannot be empty');
    expect(sentBodies(fetchMock, 'POST', '/api/orders/ord_1/proof/edits?token=tok_abc')).toEqual([]);
  });

  it('asks for a change in plain words, waits while the writer works, shows the proposal marked word by word, and accepts it', async () => {
    const proposed = changeRequest({
      state: 'proposed',
      kind: 'rename',
      message: 'Renamed Mia to Maya where she is the sister.',
      chapters: [
        {
          chapter: 1,
          title_before: 'The Lantern',
          title_after: 'The Lantern',
          before: 'Her sister Mia laughed.',
          after: 'Her sister Maya laughed.',
        },
      ],
    });
    const { fetchMock, user } = renderProof({
      [`GET ${PROOF}`]: inTurn(
        { body: proofReply() },
        { body: proofReply({ requests: [changeRequest()], requests_used: 2 }) },
        { body: proofReply({ requests: [proposed], requests_used: 2 }) },
      ),
      [`POST /api/orders/ord_1/proof/requests?token=tok_abc`]: () => ({
        body: proofReply({ requests: [changeRequest()], requests_used: 2 }),
      }),
      [`POST /api/orders/ord_1/proof/requests/req_1/accept?token=tok_abc`]: () => ({
        body: proofReply({ version: 3, requests: [{ ...proposed, state: 'accepted' }], requests_used: 2 }),
      }),
    });
    await openReading(user);
    const box = within(screen.getByTestId('book-requests'));
    expect(box.getByText('0 of 500 characters · 1 of 20 requests used')).toBeInTheDocument();
    await user.type(
      box.getByRole('textbox', { name: 'Change the whole book in plain words' }),
      'Her sister is Maya, not Mia',
    );
    await user.click(box.getByRole('button', { name: 'Ask the writer' }));
    expect(await box.findByText(/The writer is working on it/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/orders/ord_1/proof/requests?token=tok_abc')).toEqual([
      { base_version: 2, instruction: 'Her sister is Maya, not Mia' },
    ]);
    // The page asks again while the writer works, and shows the proposal once there is one.
    await act(() => jest.advanceTimersByTimeAsync(PROOF_POLL_MS));
    await act(() => jest.advanceTimersByTimeAsync(PROOF_POLL_MS));
    const chapter = await screen.findByTestId('proposed-chapter-1');
    expect(within(chapter).getByText('Mia', { selector: 'del' })).toBeInTheDocument();
    expect(within(chapter).getByText('Maya', { selector: 'ins' })).toBeInTheDocument();
    expect(chapter).toHaveTextContent('Her sister [removed: Mia][added: Maya] laughed.');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/^Change accepted\. Saved as version 3/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/orders/ord_1/proof/requests/req_1/accept?token=tok_abc')).toEqual([
      { base_version: 2 },
    ]);
  });

  it('says why a request left the book unchanged, and closes the boxes once every request is used', async () => {
    const { user } = renderProof({
      [`GET ${PROOF}`]: () => ({
        body: proofReply({
          requests_used: 20,
          requests: [changeRequest({ chapter: 2, state: 'failed', message: 'The writer is not available right now.' })],
        }),
      }),
    });
    await openReading(user);
    expect(
      within(screen.getByTestId('chapter-2-requests')).getByText(
        'Nothing was changed: The writer is not available right now.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('book-requests')).getByRole('textbox')).toBeDisabled();
    expect(
      within(screen.getByTestId('book-requests')).getByText(/You have used all 20 requests in plain words/),
    ).toBeInTheDocument();
  });

  it("shows what's personal with its flags first, and a flag's page link opens the pages there", async () => {
    const { user } = renderProof({ [`GET ${PROOF}`]: () => ({ body: proofReply() }) });
    await user.click(await screen.findByRole('button', { name: "What's personal (2 to check)" }));
    const flags = screen.getByTestId('personal-flags');
    expect(within(flags).getByRole('heading', { name: '2 things to check before you approve' })).toBeInTheDocument();
    expect(flags).toHaveTextContent('Mia, called: Mia is never called “Mimi”.');
    expect(screen.getByText('not in the book')).toBeInTheDocument();
    await user.click(within(flags).getByRole('button', { name: 'See page 14' }));
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the versions with their time and description and restores an earlier one', async () => {
    const { fetchMock, user } = renderProof({
      [`GET ${PROOF}`]: () => ({ body: proofReply() }),
      [`POST /api/orders/ord_1/proof/restore?token=tok_abc`]: () => ({
        body: proofReply({ version: 3, page_count: 48 }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Versions' }));
    expect(screen.getByText(/Edited chapter 1, paragraph 1/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored. Saved as version 3: 48 pages, as before.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/orders/ord_1/proof/restore?token=tok_abc')).toEqual([
      { base_version: 2, version: 1 },
    ]);
  });

  it('approves the version shown after a confirmation naming it and the flags, then shows it approved with nothing left to change', async () => {
    const { fetchMock, user } = renderProof({
      [`GET ${PROOF}`]: () => ({ body: proofReply() }),
      [`POST /api/orders/ord_1/proof/approve?token=tok_abc`]: () => ({
        body: proofReply({
          state: 'approved',
          approved_version: 2,
          approved_at: '2026-11-23T19:00:00.000Z',
          approved_by: 'buyer',
        }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve and print' }));
    const dialog = screen.getByRole('dialog', { name: 'Print version 2?' });
    expect(dialog).toHaveTextContent('Your book prints exactly as version 2: 48 pages');
    expect(dialog).toHaveTextContent("The check of what's personal flagged 2 things.");
    await user.click(within(dialog).getByRole('button', { name: 'Keep reading' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/orders/ord_1/proof/approve?token=tok_abc')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Approve and print' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and print' }));
    expect(await screen.findByTestId('proof-approved')).toHaveTextContent('Approved. Version 2 was approved by you');
    expect(sentBodies(fetchMock, 'POST', '/api/orders/ord_1/proof/approve?token=tok_abc')).toEqual([{ version: 2 }]);
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the book is not ready yet, with the way to the status page', async () => {
    renderProof({
      [`GET ${PROOF}`]: () => ({
        body: proofReply({ state: 'not_ready', version: null, interior_pdf_url: null, cover_pdf_url: null }),
      }),
    });
    expect(await screen.findByText(/Your book is still being written and typeset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow it on the order status page' })).toHaveAttribute(
      'href',
      '/order/status?order=ord_1&token=tok_abc',
    );
  });
});
