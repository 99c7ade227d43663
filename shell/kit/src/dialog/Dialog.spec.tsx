import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-providers.js';
import { Dialog, type DialogProps } from './Dialog.js';

/** A page with an opener button, the dialog mounted while open (as every remote uses it). */
function Page(props: Partial<DialogProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    props.onClosed?.();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Pick one"
          closeLabel="Close the picker"
          onClose={close}
          footer={<button type="button">Done</button>}
          {...props}
        >
          <input aria-label="Name" />
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, focus on its first control, Tab and Shift+Tab kept inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    const close = screen.getByRole('button', { name: 'Close the picker' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on Escape, the × and a press on the dim area, and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    renderWithTheme(<Page onClosed={onClosed} />);
    const opener = screen.getByRole('button', { name: 'Open' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close the picker' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(3);
  });

  it('ignores Escape, a press outside and close requests while it is not dismissible (an answer on its way)', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(
      <Dialog title="Busy" onClose={onClose} dismissible={false} initialFocus="dialog">
        <p>Sending...</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Busy' });
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('answers a close request the keys did not see (a back gesture) by asking the page, not closing itself', () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Dialog title="Pick one" onClose={onClose}>
        <p>Text</p>
      </Dialog>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
