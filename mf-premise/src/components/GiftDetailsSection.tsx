import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { GIFT_LIMITS, GIFT_OCCASIONS } from '@storyloom/contracts';
import type { GiftDetailsForm } from '../lib/gift-details-form.js';
import { TextArea, TextField } from '@storyloom/kit/forms';
import { styled } from 'styled-components';
import { loadGiftCharacters, type GiftCharacter } from '../lib/premise-api.js';
import { ChoiceWithCustom } from './ChoiceWithCustom.js';

export const GIFT_SECTION_TITLE = 'About this gift (optional)';

interface GiftDetailsSectionProps {
  gift: GiftDetailsForm;
  /** Functional updates only: Enter in the custom occasion box sets the occasion and clears the box. */
  onChange: (change: (gift: GiftDetailsForm) => GiftDetailsForm) => void;
  /** Called when focus leaves the section after a change: the page saves the answers if its story is saved already. */
  onChanged?: () => void;
}

/**
 * The optional "About this gift" answers of /step2, collapsed until the visitor opens them: the occasion, who gives
 * the book to whom, what the reader calls each character and what to leave out. They go with the story details
 * when the summary is generated, and every text written for the book uses them.
 */
export function GiftDetailsSection({ gift, onChange, onChanged }: GiftDetailsSectionProps) {
  const [open, setOpen] = useState(false);
  const [characters, setCharacters] = useState<GiftCharacter[]>([]);
  const panelId = useId();
  const changed = useRef(false);
  const change = (next: (current: GiftDetailsForm) => GiftDetailsForm) => {
    changed.current = true;
    onChange(next);
  };
  const update = (patch: Partial<GiftDetailsForm>) => change((current) => ({ ...current, ...patch }));
  // One save per visit to the section, not one per keystroke: when focus moves on to anything outside it.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!changed.current || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    changed.current = false;
    onChanged?.();
  };

  useEffect(() => {
    if (!open) return;
    // Read on each opening: the CHARACTERS drawer may have renamed or added someone since.
    const controller = new AbortController();
    void loadGiftCharacters(controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setCharacters(loaded);
    });
    return () => controller.abort();
  }, [open]);

  return (
    <Section>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
        <span>{GIFT_SECTION_TITLE}</span>
        <Chevron aria-hidden="true" $open={open}>
          ▾
        </Chevron>
      </Toggle>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: onBlur only notices focus leaving the fields inside */}
      <div id={panelId} hidden={!open} onBlur={leave}>
        <Intro>Everything here is optional; it helps us write a book that feels made for them.</Intro>
        <ChoiceWithCustom
          label="Occasion"
          placeholder="Choose an occasion"
          options={GIFT_OCCASIONS}
          value={gift.occasion}
          onChange={(occasion) => update({ occasion })}
          customText={gift.occasionCustom}
          onCustomTextChange={(occasionCustom) => update({ occasionCustom })}
          maxLength={GIFT_LIMITS.occasionMaxLength}
        />
        <TextField
          label="From"
          hint="Who gives the book, e.g. 'Mum and Dad'."
          autoComplete="off"
          maxLength={GIFT_LIMITS.personMaxLength}
          value={gift.from}
          onChange={(event) => update({ from: event.target.value })}
        />
        <TextField
          label="To"
          hint="Who receives it."
          autoComplete="off"
          maxLength={GIFT_LIMITS.personMaxLength}
          value={gift.to}
          onChange={(event) => update({ to: event.target.value })}
        />
        {characters.length > 0 && (
          <Fieldset>
            <Legend>What the reader calls each character</Legend>
            <Hint>A nickname or 'Grandma', used in the story in place of the name.</Hint>
            {/* Keyed by id: a character renamed in the CHARACTERS drawer keeps its call name, and two of one name have one each. */}
            {characters.map(({ id, name }) => (
              <TextField
                key={id}
                label={name}
                autoComplete="off"
                maxLength={GIFT_LIMITS.callNameMaxLength}
                value={gift.callNames[id] ?? ''}
                onChange={(event) => {
                  const called = event.target.value;
                  change((current) => ({ ...current, callNames: { ...current.callNames, [id]: called } }));
                }}
              />
            ))}
          </Fieldset>
        )}
        <TextArea
          label="Things to leave out"
          hint="Anything the book should not mention."
          rows={3}
          maxLength={GIFT_LIMITS.avoidMaxLength}
          value={gift.avoid}
          onChange={(event) => update({ avoid: event.target.value })}
        />
      </div>
    </Section>
  );
}

const Section = styled.div`
  margin-bottom: ${(props) => props.theme.space(2)};
  border-top: 1px solid ${(props) => props.theme.colors.border};
  border-bottom: 1px solid ${(props) => props.theme.colors.border};
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: ${(props) => props.theme.space(1.5)} 0;
  font: 600 1rem/1.4 ${(props) => props.theme.fonts.body};
  color: ${(props) => props.theme.colors.text};
  text-align: left;
  background: none;
  border: none;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${(props) => props.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  transition: transform 0.2s;
  transform: rotate(${(props) => (props.$open ? '180deg' : '0deg')});
`;

const Intro = styled.p`
  margin: 0 0 ${(props) => props.theme.space(2)};
  font-size: 0.9rem;
  color: ${(props) => props.theme.colors.textMuted};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${(props) => props.theme.space(0.5)};
  font-weight: 600;
  font-size: 0.95rem;
`;

const Hint = styled.p`
  margin: 0 0 ${(props) => props.theme.space(1)};
  font-size: 0.85rem;
  color: ${(props) => props.theme.colors.textMuted};
`;
