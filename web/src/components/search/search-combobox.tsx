/**
 * A search box that suggests as the shopper types, in the WAI-ARIA combobox pattern (downshift's
 * `useCombobox`; decision 021): the input is a `combobox` owning a `listbox`, the highlighted option is
 * its `aria-activedescendant`, Down and Up open and move, Enter takes the highlighted option (or,
 * with none, searches what was typed), Escape closes the list and, pressed again, empties the box.
 *
 * With the box empty the list offers the searches made on this device (recent-searches.ts) and a way
 * to forget them; while typing, the catalogue's suggestions (use-suggestions.ts): completed keywords,
 * which search the shop, and products, which open their page.
 */
import { useCombobox } from 'downshift';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatINR, productRoute } from '@attar/sdk';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches.ts';
import { useSuggestions, type Suggestions } from './use-suggestions.ts';
import './search.css';

type Product = Suggestions['products'][number];
export type SearchOption =
  | { kind: 'recent'; keyword: string }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'product'; product: Product }
  | { kind: 'clear' };

export interface SearchComboboxProps {
  /** The box's label ("Search perfumes"). */
  label: string;
  labelClassName?: string;
  placeholder: string;
  /** The keyword length the contract allows (the header passes its own copy: it loads no rules). */
  maxLength: number;
  /** What the box holds at first (the listing's keyword). */
  initialValue?: string;
  /** Searches the shop for a keyword (blank: the whole shop). */
  onSearch: (keyword: string) => void;
  className?: string;
  rowClassName?: string;
  submit: ReactNode;
  submitClassName?: string;
}

const optionText = (option: SearchOption | null): string =>
  !option ? '' : option.kind === 'product' ? option.product.name : option.kind === 'clear' ? '' : option.keyword;

const optionKey = (option: SearchOption): string =>
  option.kind === 'product'
    ? `p:${option.product.productId}`
    : option.kind === 'clear'
      ? 'clear'
      : `${option.kind}:${option.keyword}`;

/** The options for what is in the box: this device's searches when empty, the shop's suggestions else. */
function optionsFor(input: string, recent: string[], suggestions: Suggestions | undefined): SearchOption[] {
  if (!input.trim()) {
    return recent.length ? [...recent.map((keyword): SearchOption => ({ kind: 'recent', keyword })), { kind: 'clear' }] : [];
  }
  if (!suggestions) return [];
  return [
    ...suggestions.keywords.map((keyword): SearchOption => ({ kind: 'keyword', keyword })),
    ...suggestions.products.map((product): SearchOption => ({ kind: 'product', product })),
  ];
}

/**
 * Tells downshift to leave an event to us: choosing an option is ours (downshift would make it the
 * box's "selected item" and later write that item's text, or an empty one, over what the shopper types).
 */
const ours = (event: SyntheticEvent) => {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
};

export function SearchCombobox(props: SearchComboboxProps) {
  const { label, labelClassName, placeholder, maxLength, initialValue = '', onSearch } = props;
  const navigate = useNavigate();
  const id = useId();
  const [input, setInput] = useState(initialValue);
  // suggestions only for what the shopper is typing (not for the keyword the page opened with)
  const [typing, setTyping] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const { suggestions } = useSuggestions(typing ? input : '');
  const options = optionsFor(input, recent, suggestions);

  const search = (keyword: string) => {
    setTyping(false);
    const trimmed = keyword.trim();
    if (trimmed) setRecent(rememberSearch(trimmed));
    onSearch(trimmed);
  };

  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    combobox.closeMenu();
    if (option.kind === 'clear') {
      clearRecentSearches();
      setRecent([]);
    } else if (option.kind === 'product') {
      setTyping(false);
      if (input.trim()) setRecent(rememberSearch(input));
      navigate(productRoute(option.product));
    } else {
      combobox.setInputValue(option.keyword);
      setInput(option.keyword);
      search(option.keyword);
    }
  };

  const combobox = useCombobox<SearchOption>({
    id: `search-${id}`,
    items: options,
    itemToString: optionText,
    itemToKey: (option) => (option ? optionKey(option) : null),
    // downshift keeps the box's value (it tells us after its render, too late to drive the input:
    // keystrokes typed fast would be lost); `input` is our copy, set as the shopper types
    initialInputValue: initialValue,
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) setInput(inputValue ?? '');
    },
    // the device's searches are read when the list may show them (never while the server renders)
    onIsOpenChange: ({ isOpen }) => {
      if (isOpen) setRecent(readRecentSearches());
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, closeMenu, openMenu } = combobox;
  // words typed into the server's HTML before this code hydrated it are kept, not reset to the first value
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== initialValue) {
      combobox.setInputValue(typed);
      setInput(typed);
      // and what the shopper is still typing into gets its suggestions
      if (document.activeElement === inputRef.current) {
        setTyping(true);
        combobox.openMenu();
      }
    }
  }, []);
  const shown = isOpen && options.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    closeMenu();
    search(input);
  };

  return (
    <form role="search" className={`search-combobox ${props.className ?? ''}`} onSubmit={submit}>
      <label {...getLabelProps({ className: labelClassName })}>{label}</label>
      <div className={`search-combobox-row ${props.rowClassName ?? ''}`}>
        <div className="search-combobox-field">
          <input
            {...getInputProps({
              ref: inputRef,
              type: 'search',
              name: 'keyword',
              placeholder,
              maxLength,
              autoComplete: 'off',
              enterKeyHint: 'search',
              onChange: (event) => {
                setInput(event.currentTarget.value);
                setTyping(true);
              },
              onFocus: () => {
                if (!isOpen && !input.trim()) openMenu();
              },
              onKeyDown: (event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                // Enter takes the highlighted option; with none it searches what was typed (the form submits)
                ours(event);
                if (shown && highlightedIndex >= 0) {
                  event.preventDefault();
                  choose(options[highlightedIndex]);
                }
              },
            })}
          />
          <ul {...getMenuProps({ className: 'search-combobox-list', 'aria-label': 'Search suggestions' })} hidden={!shown}>
            {shown
              ? options.map((option, index) => (
                  <li
                    key={optionKey(option)}
                    {...getItemProps({
                      item: option,
                      index,
                      onClick: (event) => {
                        ours(event);
                        choose(option);
                      },
                    })}
                    className={`search-option search-option-${option.kind}${highlightedIndex === index ? ' is-highlighted' : ''}`}
                  >
                    <OptionContent option={option} typed={input} />
                  </li>
                ))
              : null}
          </ul>
        </div>
        <button type="submit" className={props.submitClassName}>
          {props.submit}
        </button>
      </div>
    </form>
  );
}

function OptionContent({ option, typed }: { option: SearchOption; typed: string }) {
  switch (option.kind) {
    case 'clear':
      return <span className="search-option-clear">Clear recent searches</span>;
    case 'recent':
      return (
        <>
          <span>{option.keyword}</span>
          <span className="search-option-tag">
            <span className="visually-hidden">, </span>recent search
          </span>
        </>
      );
    case 'keyword':
      return <Highlighted text={option.keyword} typed={typed} />;
    case 'product':
      return (
        <>
          <span className="search-option-name">{option.product.name}</span>
          <span className="search-option-price">
            <span className="visually-hidden">, </span>
            {formatINR(option.product.price)}
          </span>
        </>
      );
  }
}

/** The keyword with the part the shopper typed in plain weight and the completion in bold. */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const at = text.toLowerCase().indexOf(typed.trim().toLowerCase());
  if (!typed.trim() || at < 0) return <span>{text}</span>;
  const end = at + typed.trim().length;
  return (
    <span>
      {text.slice(0, at)}
      <span className="search-option-typed">{text.slice(at, end)}</span>
      <strong>{text.slice(end)}</strong>
    </span>
  );
}
