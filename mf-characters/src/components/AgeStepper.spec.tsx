import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithTheme } from '@storyloom/kit/testing';
import { AGE_MESSAGE } from '../lib/age-stepper.js';
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

  it('refuses a number that is not whole or is negative with its message, keeping the text as typed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Age' });
    await user.type(box, '4.5');
    expect(box).toHaveValue('4.5');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(AGE_MESSAGE)).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '-5');
    expect(box).toHaveValue('-5');
    expect(screen.getByText(AGE_MESSAGE)).toBeInTheDocument();
  });

  it('accepts typed whole numbers and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Age' });
    await user.type(box, '42');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(AGE_MESSAGE)).toBeNull();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(box).toHaveValue('43');
  });
});
