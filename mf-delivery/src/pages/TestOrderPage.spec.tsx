import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { gate, installFakeFetch, renderWithProviders } from '@storyloom/kit/testing';
import TestOrderPage from './TestOrderPage.js';

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
const luluJob = {
  id: 1001,
  external_id: 'test-1',
  status: { name: 'CREATED' },
  line_items: [{ title: 'Storyloom test order' }],
};

function renderPage(reply: Parameters<typeof installFakeFetch>[0][string]) {
  const fetchMock = installFakeFetch({ 'POST /api/test_lulu_order': reply });
  renderWithProviders(<TestOrderPage />, '/internal/lulu-test-order');
  return fetchMock;
}

describe('TestOrderPage', () => {
  it('names Lulu, explains the real test order, and keeps Create Test Order disabled until both PDFs are chosen', async () => {
    const user = userEvent.setup();
    renderPage(() => ({ status: 201, body: luluJob }));
    expect(screen.getByRole('heading', { level: 1, name: 'Lulu Test Order' })).toBeInTheDocument();
    expect(screen.getByText(/creates a real test order with Lulu/)).toBeInTheDocument();
    expect(screen.getAllByText('No file selected')).toHaveLength(2);
    const create = screen.getByRole('button', { name: 'Create Test Order' });
    expect(create).toBeDisabled();
    await user.upload(screen.getByLabelText('Upload Interior PDF'), pdf('interior.pdf'));
    expect(screen.getByText('Selected: interior.pdf')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.upload(screen.getByLabelText('Upload Cover PDF'), pdf('cover.pdf'));
    expect(screen.getByText('Selected: cover.pdf')).toBeInTheDocument();
    expect(create).toBeEnabled();
  });

  it('refuses a file that is not a PDF with the spec message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(() => ({ status: 201, body: luluJob }));
    await user.upload(
      screen.getByLabelText('Upload Interior PDF'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a PDF file for the interior');
    await user.upload(screen.getByLabelText('Upload Cover PDF'), new File(['x'], 'cover.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a PDF file for the cover');
    expect(screen.getAllByText('No file selected')).toHaveLength(2);
  });

  it('sends both files, shows Processing... while busy, then the success message and the pretty-printed answer', async () => {
    const user = userEvent.setup();
    const open = gate();
    const fetchMock = renderPage(async () => {
      await open.promise;
      return { status: 201, body: luluJob };
    });
    await user.upload(screen.getByLabelText('Upload Interior PDF'), pdf('interior.pdf'));
    await user.upload(screen.getByLabelText('Upload Cover PDF'), pdf('cover.pdf'));
    await user.click(screen.getByRole('button', { name: 'Create Test Order' }));
    expect(screen.getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect((form.get('interior_pdf') as File).name).toBe('interior.pdf');
    expect((form.get('cover_pdf') as File).name).toBe('cover.pdf');
    open.open();
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Order Details:')).toBeInTheDocument();
    const details = screen.getByLabelText('Order Details');
    expect(details.textContent).toBe(JSON.stringify(luluJob, null, 2));
    expect(details).toHaveStyle({ maxHeight: '300px', overflow: 'auto' });
  });

  it("shows the server's error, a generic one when it gives none, and the network failure", async () => {
    const user = userEvent.setup();
    let reply: () => { status: number; body?: unknown; text?: string } = () => ({
      status: 502,
      body: { error: 'PRINT_PROVIDER_REFUSED', message: 'Lulu refused the print job (HTTP 400): bad address' },
    });
    renderPage(() => {
      if (reply === undefined) throw new TypeError('Failed to fetch');
      return reply();
    });
    await user.upload(screen.getByLabelText('Upload Interior PDF'), pdf('interior.pdf'));
    await user.upload(screen.getByLabelText('Upload Cover PDF'), pdf('cover.pdf'));
    const create = screen.getByRole('button', { name: 'Create Test Order' });
    await user.click(create);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lulu refused the print job (HTTP 400): bad address');
    reply = () => ({ status: 500, text: '<html>Bad gateway</html>' });
    await user.click(create);
    expect(await screen.findByText('An error occurred while processing your request')).toBeInTheDocument();
    reply = undefined as unknown as typeof reply;
    await user.click(create);
    expect(await screen.findByText('Network error or server is unavailable')).toBeInTheDocument();
  });
});
