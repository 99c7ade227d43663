import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { styled } from 'styled-components';
import { CHARACTER_LIMITS, CUSTOM_OPTION } from '@storyloom/contracts';
import { replaceCustomEntry, toggleTag, unusedSuggestions } from '../lib/tag-selection.js';
import { CustomTagEntry } from './CustomTagEntry.js';
import { TagChip } from './TagChip.js';

export interface TagMultiSelectProps {
  label: string;
  /** The built-in options, 'Custom...' included (contracts' option lists). */
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  customText: string;
  onCustomTextChange: (text: string) => void;
  /** Supporting characters show this many unused suggestions as one-click buttons (spec section 9). */
  suggestionCount?: number;
}

/**
 * A tag multi-select over one of the spec's option lists. The options open in a panel of native checkboxes,
 * so every option is labelled and keyboard operable without a hand-rolled listbox. 'Custom...' is listed first
 * and marked 'Recommended'; choosing it reveals a text box whose entry replaces it (spec section 4).
 */
export function TagMultiSelect(props: TagMultiSelectProps) {
  const { label, options, value, onChange, customText, onCustomTextChange, suggestionCount } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const customEntryRef = useRef<HTMLTextAreaElement>(null);
  const [focusCustomEntry, setFocusCustomEntry] = useState(false);
  const customChosen = value.includes(CUSTOM_OPTION);
  const full = value.length >= CHARACTER_LIMITS.tagsPerList;
  const orderedOptions = [CUSTOM_OPTION, ...options.filter((option) => option !== CUSTOM_OPTION)];

  const close = useCallback(() => setOpen(false), []);
  useCloseOnOutsidePointer(open, containerRef, close);
  useEffect(() => {
    // Choosing 'Custom...' means the visitor wants to type: take them to the box that just appeared.
    if (focusCustomEntry && customChosen) customEntryRef.current?.focus();
    setFocusCustomEntry(false);
  }, [focusCustomEntry, customChosen]);

  const toggle = (option: string) => {
    onChange(toggleTag(value, option));
    if (option !== CUSTOM_OPTION) return;
    if (customChosen) {
      onCustomTextChange('');
    } else {
      setOpen(false);
      setFocusCustomEntry(true);
    }
  };
  const removeTag = (tag: string) => {
    onChange(value.filter((selected) => selected !== tag));
    // Without 'Custom...' its box disappears, so a half-typed entry would otherwise be saved unseen.
    if (tag === CUSTOM_OPTION) onCustomTextChange('');
  };
  const addCustomText = (text: string) => {
    onChange(replaceCustomEntry(value, text));
    onCustomTextChange('');
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (event.relatedTarget && !containerRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };
  const suggestions = suggestionCount ? unusedSuggestions(options, value, suggestionCount) : [];

  return (
    <Field role="group" aria-labelledby={`${id}-label`} ref={containerRef} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <FieldLabel id={`${id}-label`}>{label}</FieldLabel>
      {value.length > 0 && (
        <Chips aria-label={`Selected ${label.toLowerCase()}`}>
          {value.map((tag) => (
            <TagChip key={tag} tag={tag} builtInOptions={options} onRemove={() => removeTag(tag)} />
          ))}
        </Chips>
      )}
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-options`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Choose {label.toLowerCase()}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Trigger>
      {open && (
        <OptionsPanel id={`${id}-options`} role="group" aria-label={`${label} options`}>
          {orderedOptions.map((option) => {
            const checked = value.includes(option);
            return (
              <OptionLabel key={option}>
                <input type="checkbox" checked={checked} disabled={full && !checked} onChange={() => toggle(option)} />
                <span>{option}</span>
                {option === CUSTOM_OPTION && <Recommended>Recommended</Recommended>}
              </OptionLabel>
            );
          })}
        </OptionsPanel>
      )}
      {customChosen && (
        <CustomTagEntry
          ref={customEntryRef}
          id={`${id}-custom`}
          label={`Custom ${label.toLowerCase()}`}
          value={customText}
          onChange={onCustomTextChange}
          onSubmit={addCustomText}
        />
      )}
      {suggestions.length > 0 && !full && (
        <Suggestions>
          <span>Suggestions:</span>
          {suggestions.map((suggestion) => (
            <SuggestionButton
              key={suggestion}
              type="button"
              aria-label={`Add ${suggestion} to ${label.toLowerCase()}`}
              onClick={() => onChange(toggleTag(value, suggestion))}
            >
              + {suggestion}
            </SuggestionButton>
          ))}
        </Suggestions>
      )}
    </Field>
  );
}

/** A pointer press anywhere outside the select closes its panel, like a native dropdown. */
function useCloseOnOutsidePointer(open: boolean, containerRef: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, containerRef, close]);
}

// Focus rings come from the kit's GlobalStyle (`:focus-visible`), so nothing below overrides them.
const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(1)};
`;

const FieldLabel = styled.span`
  font-weight: 600;
  color: ${(props) => props.theme.colors.text};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Trigger = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: ${(props) => props.theme.space(1)} ${(props) => props.theme.space(1.5)};
  font: inherit;
  text-align: left;
  color: ${(props) => props.theme.colors.text};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  cursor: pointer;
`;

/** Dropdown max height 240 px, 200 px on small screens (spec section 9). */
const OptionsPanel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 200px;
  overflow-y: auto;
  padding: ${(props) => props.theme.space(0.5)} 0;
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);

  ${(props) => props.theme.media.sm} {
    max-height: 240px;
  }
`;

const OptionLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
  padding: ${(props) => props.theme.space(0.75)} ${(props) => props.theme.space(1.5)};
  cursor: pointer;

  &:hover,
  &:focus-within {
    background: ${(props) => props.theme.colors.background};
  }
`;

const Recommended = styled.span`
  margin-left: auto;
  padding: 0 ${(props) => props.theme.space(1)};
  font-size: 0.75rem;
  font-weight: 600;
  color: ${(props) => props.theme.colors.primaryContrast};
  background: ${(props) => props.theme.colors.primary};
  border-radius: ${(props) => props.theme.radii.pill};
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(props) => props.theme.space(0.5)};
  font-size: 0.875rem;
  color: ${(props) => props.theme.colors.textMuted};
`;

const SuggestionButton = styled.button`
  padding: 2px ${(props) => props.theme.space(1)};
  font: inherit;
  color: ${(props) => props.theme.colors.primary};
  background: transparent;
  border: 1px dashed ${(props) => props.theme.colors.primary};
  border-radius: ${(props) => props.theme.radii.pill};
  cursor: pointer;
`;
