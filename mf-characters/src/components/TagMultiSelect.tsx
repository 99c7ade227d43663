import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { CHARACTER_LIMITS, CUSTOM_OPTION } from '@storyloom/contracts';
import { replaceCustomEntry, toggleTag, unusedSuggestions } from '../lib/tag-selection.js';
import { CustomTagEntry } from './CustomTagEntry.js';
import { TagChip } from './TagChip.js';
import { Chips, Field, FieldLabel, OptionLabel, OptionsPanel, Recommended, SuggestionButton, Suggestions, Trigger } from './TagMultiSelect.styles.js';

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
