import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/render-with-providers.js';
import { TagMultiSelect } from './TagMultiSelect.js';

const CUSTOM = 'Custom...';
const PERSONALITY_OPTIONS = [
  'Funny',
  'Drama Queen',
  'Know-it-all',
  'Overthinker',
  'Sarcastic',
  'Eternal Optimist',
  CUSTOM,
];
/** Typed entries read '(custom)' on their chips, as the character and story forms show them. */
const flagCustom = (tag: string) => (PERSONALITY_OPTIONS.includes(tag) ? tag : `${tag} (custom)`);

/** Holds the select's state the way a character form does, and shows it for assertions. */
function Harness({
  initial = [] as string[],
  suggestionCount,
  maxTags,
}: {
  initial?: string[];
  suggestionCount?: number;
  maxTags?: number;
}) {
  const [value, setValue] = useState(initial);
  const [customText, setCustomText] = useState('');
  return (
    <>
      <TagMultiSelect
        label="Personality"
        options={PERSONALITY_OPTIONS}
        customOption={CUSTOM}
        formatTag={flagCustom}
        maxTags={maxTags}
        value={value}
        onChange={setValue}
        customText={customText}
        onCustomTextChange={setCustomText}
        suggestionCount={suggestionCount}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const valueShown = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]');

describe('TagMultiSelect', () => {
  it('lists Custom... first, marked Recommended', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: /choose personality/i }));
    const options = within(screen.getByRole('group', { name: 'Personality options' })).getAllByRole('checkbox');
    expect(options[0]).toHaveAccessibleName('Custom... Recommended');
    expect(options).toHaveLength(PERSONALITY_OPTIONS.length);
    expect(options[1]).toHaveAccessibleName('Funny');
  });

  it('selects built-in options as chips that can be removed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: /choose personality/i }));
    await user.click(screen.getByRole('checkbox', { name: 'Funny' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sarcastic' }));
    expect(valueShown()).toEqual(['Funny', 'Sarcastic']);
    await user.click(screen.getByRole('button', { name: 'Remove Funny' }));
    expect(valueShown()).toEqual(['Sarcastic']);
  });

  it('adds custom text in place of Custom... on Enter and flags it (custom)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={['Funny']} />);
    await user.click(screen.getByRole('button', { name: /choose personality/i }));
    await user.click(screen.getByRole('checkbox', { name: /custom\.\.\./i }));
    const box = screen.getByRole('textbox', { name: 'Custom personality' });
    expect(box).toHaveFocus();
    await user.type(box, 'Loves tea{Enter}');
    expect(valueShown()).toEqual(['Funny', 'Loves tea']);
    const chips = within(screen.getByRole('list', { name: 'Selected personality' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Funny×', 'Loves tea (custom)×']);
    // 'Custom...' was replaced, so its box is gone until chosen again.
    expect(screen.queryByRole('textbox', { name: 'Custom personality' })).not.toBeInTheDocument();
  });

  it('does not add on Shift+Enter or on blank text', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={['Custom...']} />);
    const box = screen.getByRole('textbox', { name: 'Custom personality' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}');
    expect(valueShown()).toEqual(['Custom...']);
    expect(box).toHaveValue('Line one\n');
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(valueShown()).toEqual(['Custom...']);
  });

  it('classes long chips medium over 25 characters and long over 50', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={['Custom...']} />);
    await user.type(
      screen.getByRole('textbox', { name: 'Custom personality' }),
      `${'m'.repeat(26)}, ${'l'.repeat(51)}, Short{Enter}`,
    );
    const chipOf = (text: string) => screen.getByText(`${text} (custom)`).closest('li');
    expect(chipOf('m'.repeat(26))).toHaveClass('medium');
    expect(chipOf('l'.repeat(51))).toHaveClass('long');
    expect(chipOf('Short')).toHaveClass('short');
  });

  it('offers the first three unused suggestions when asked to', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={['Drama Queen']} suggestionCount={3} />);
    const suggestionNames = () =>
      screen.getAllByRole('button', { name: /^Add .* to personality$/ }).map((button) => button.textContent);
    expect(suggestionNames()).toEqual(['+ Funny', '+ Know-it-all', '+ Overthinker']);
    await user.click(screen.getByRole('button', { name: 'Add Funny to personality' }));
    expect(valueShown()).toEqual(['Drama Queen', 'Funny']);
    expect(suggestionNames()).toEqual(['+ Know-it-all', '+ Overthinker', '+ Sarcastic']);
  });

  it('disables the unchosen options once maxTags are selected', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={['Funny', 'Sarcastic']} maxTags={2} />);
    await user.click(screen.getByRole('button', { name: /choose personality/i }));
    expect(screen.getByRole('checkbox', { name: 'Overthinker' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Funny' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Funny' }));
    expect(valueShown()).toEqual(['Sarcastic']);
    expect(screen.getByRole('checkbox', { name: 'Overthinker' })).toBeEnabled();
  });

  it('opens and closes by keyboard, Escape returning focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const trigger = screen.getByRole('button', { name: /choose personality/i });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(valueShown()).toEqual(['Custom...']);
    await user.click(trigger);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
