import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { replaceCustomEntry, toggleTag, unusedSuggestions } from './tag-selection.js';
import { CustomTagEntry } from './CustomTagEntry.js';
import { TagChip } from './TagChip.js';
import {
  Chips,
  Field,
  FieldLabel,
  OptionLabel,
  OptionsPanel,
  Recommended,
  SuggestionButton,
  Suggestions,
  Trigger,
} from './TagMultiSelect.styles.js';

export interface TagMultiSelectProps {
  label: string;
  /** The built-in options, the custom option included (the option lists live in @storyloom/contracts). */
  options: readonly string[];
  /** The option that reveals a text box for the visitor's own entries (contracts' CUSTOM_OPTION). */
  customOption: string;
  /** No more tags than this can be selected (the API's bound for the list); unlimited when left out. */
  maxTags?: number;
  /** Longest text the custom box accepts. */
  customTextMaxLength?: number;
  /** How a selected tag reads on its chip, e.g. marking typed entries '(custom)'; the tag itself by default. */
  formatTag?: (tag: string) => string;
  value: string[];
  onChange: (value: string[]) => void;
  customText: string;
  onCustomTextChange: (text: string) => void;
  /**
   * Supporting characters show this many unused suggestions as one-click buttons
   * (docs/product/constants-and-prices.md#screen-constants).
   */
  suggestionCount?: number;
}

/**
 * A tag multi-select over a list of options. The options open in a panel of native checkboxes, so every option
 * is labelled and keyboard operable without a hand-rolled listbox. The custom option is listed first and marked
 * 'Recommended'; choosing it reveals a text box whose entry replaces it (docs/product/step1-characters.md#tag-pickers).
 */
export function TagMultiSelect(props: TagMultiSelectProps) {
  const { label, options, customOption, maxTags = Infinity, customTextMaxLength, formatTag, value, onChange } = props;
  const { customText, onCustomTextChange, suggestionCount } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const customEntryRef = useRef<HTMLTextAreaElement>(null);
  const [focusCustomEntry, setFocusCustomEntry] = useState(false);
  const customChosen = value.includes(customOption);
  const full = value.length >= maxTags;
  const orderedOptions = [customOption, ...options.filter((option) => option !== customOption)];

  const close = useCallback(() => setOpen(false), []);
  useCloseOnOutsidePointer(open, containerRef, close);
  useEffect(() => {
    // Choosing the custom option means the visitor wants to type: take them to the box that just appeared.
    if (focusCustomEntry && customChosen) customEntryRef.current?.focus();
    setFocusCustomEntry(false);
  }, [focusCustomEntry, customChosen]);

  const toggle = (option: string) => {
    onChange(toggleTag(value, option, maxTags));
    if (option !== customOption) return;
    if (customChosen) {
      onCustomTextChange('');
    } else {
      setOpen(false);
      setFocusCustomEntry(true);
    }
  };
  const removeTag = (tag: string) => {
    onChange(value.filter((selected) => selected !== tag));
    // Without the custom option its box disappears, so a half-typed entry would otherwise be saved unseen.
    if (tag === customOption) onCustomTextChange('');
  };
  const addCustomText = (text: string) => {
    onChange(replaceCustomEntry(value, text, customOption, maxTags));
    onCustomTextChange('');
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Consumed here: neither a dialog around the field (it listens on the document) nor the browser's own close
    // request for a native <dialog> (it follows an Escape nobody cancelled) may close the dialog as well.
    event.stopPropagation();
    event.preventDefault();
    setOpen(false);
    triggerRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (event.relatedTarget && !containerRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };
  const suggestions = suggestionCount ? unusedSuggestions(options, value, customOption, suggestionCount) : [];

  return (
    <Field
      role="group"
      aria-labelledby={`${id}-label`}
      ref={containerRef}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <FieldLabel id={`${id}-label`}>{label}</FieldLabel>
      {value.length > 0 && (
        <Chips aria-label={`Selected ${label.toLowerCase()}`}>
          {value.map((tag) => (
            <TagChip key={tag} tag={tag} label={formatTag ? formatTag(tag) : tag} onRemove={() => removeTag(tag)} />
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
                {option === customOption && <Recommended>Recommended</Recommended>}
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
          maxLength={customTextMaxLength}
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
              onClick={() => onChange(toggleTag(value, suggestion, maxTags))}
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
