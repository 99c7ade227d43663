import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-providers.js';
import { WrittenForEarlierNotice } from './WrittenForEarlierNotice.js';

const MESSAGE = 'This summary was written for your earlier characters. Generate it again to include your changes.';

describe('WrittenForEarlierNotice', () => {
  it('announces the message and writes the text again on request', async () => {
    const onRegenerate = jest.fn();
    renderWithTheme(
      <WrittenForEarlierNotice message={MESSAGE} actionLabel="Regenerate Summary" onRegenerate={onRegenerate} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Summary' }));
    expect(onRegenerate).toHaveBeenCalledTimes(1);
  });

  it('does not regenerate while disabled (an edit is open)', async () => {
    const onRegenerate = jest.fn();
    renderWithTheme(
      <WrittenForEarlierNotice
        message={MESSAGE}
        actionLabel="Regenerate Summary"
        onRegenerate={onRegenerate}
        disabled
      />,
    );
    const button = screen.getByRole('button', { name: 'Regenerate Summary' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onRegenerate).not.toHaveBeenCalled();
  });
});
