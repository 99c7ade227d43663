import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithTheme } from '@storyloom/kit/testing';
import { AgeStepper } from './AgeStepper.js';

function Harness() {
  const [age, setAge] = useState('');
  return <AgeStepper value={age} onChange={setAge} />;
}

describe('AgeStepper', () => {
  it('follows the spec: + from empty gives 1, - at 0 stays 0', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Age' });
    await user.click(screen.getByRole('button', { name: 'Increase age' }));
    expect(box).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Decrease age' }));
    await user.click(screen.getByRole('button', { name: 'Decrease age' }));
    expect(box).toHaveValue('0');
  });

  it('- from empty gives 0', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Decrease age' }));
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveValue('0');
  });

  it('accepts typed whole numbers only and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Age' });
    await user.type(box, '-4.2x');
    expect(box).toHaveValue('42');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(box).toHaveValue('43');
  });
});
