import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { OUTLINE_LIMITS } from '@storyloom/contracts';
import { renderWithTheme } from '@storyloom/kit/testing';
import { TagEditor } from './TagEditor.js';

function Harness({ initial, onChange }: { initial: string[]; onChange?: (tags: readonly string[]) => void }) {
  const [tags, setTags] = useState<readonly string[]>(initial);
  return (
    <TagEditor
      label="Tags for chapter 1"
      tags={tags}
      onChange={(next) => {
        onChange?.(next);
        setTags(next);
      }}
    />
  );
}

const tagTexts = () =>
  within(screen.getByRole('list', { name: 'Tags for chapter 1' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));

describe('TagEditor', () => {
  it('adds a tag on Enter and keeps the box open for the next one', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={['storm']} />);
    await user.click(screen.getByRole('button', { name: '+ Add tag' }));
    const box = screen.getByRole('textbox', { name: 'New tag' });
    expect(box).toHaveFocus();
    await user.type(box, '  first kiss {Enter}');
    expect(tagTexts()).toEqual(['storm', 'first kiss']);
    expect(box).toHaveValue('');
    await user.type(box, 'map{Enter}');
    expect(tagTexts()).toEqual(['storm', 'first kiss', 'map']);
  });

  it('ignores an empty tag', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Harness initial={['storm']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '+ Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), '{Enter}   {Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(tagTexts()).toEqual(['storm']);
  });

  it('cancels on Escape without adding what was typed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Harness initial={[]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '+ Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'storm{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New tag' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '+ Add tag' }));
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveValue('');
  });

  it('does not submit a surrounding form on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Harness initial={[]} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: '+ Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'storm{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes a tag with its own button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={['storm', 'map']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag storm' }));
    expect(tagTexts()).toEqual(['map']);
  });

  it('ignores a duplicate and stops offering more past the limit', async () => {
    const user = userEvent.setup();
    const almostFull = Array.from({ length: OUTLINE_LIMITS.tagsPerChapter - 1 }, (_, index) => `tag ${index}`);
    renderWithTheme(<Harness initial={almostFull} />);
    await user.click(screen.getByRole('button', { name: '+ Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'TAG 0{Enter}');
    expect(tagTexts()).toHaveLength(OUTLINE_LIMITS.tagsPerChapter - 1);
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'last{Enter}');
    expect(tagTexts()).toHaveLength(OUTLINE_LIMITS.tagsPerChapter);
    expect(screen.getByText(`A chapter can have up to ${OUTLINE_LIMITS.tagsPerChapter} tags.`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveAttribute(
      'maxLength',
      String(OUTLINE_LIMITS.tagMaxLength),
    );
  });
});
