import { type Key, type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { Spinner } from './Spinner.tsx';
import './Autocomplete.css';

const POPUP_MAX_HEIGHT = 320;

export interface AutocompleteItem {
  id: string;
  label: string;
  description?: string | null;
  imageUrl?: string | null;
}

export interface AutocompleteProps<T extends AutocompleteItem> {
  /** the field's visible label */
  label: string;
  /** fetches the suggestions of a text; never called for empty (or blank) text (social-core §5) */
  load: (text: string, signal: AbortSignal) => Promise<readonly T[]>;
  onSelect: (item: T) => void;
  placeholder?: string;
  /** shown in the popup when a text found nothing */
  emptyText?: ReactNode;
  /** wait this long after the last key before asking */
  debounceMs?: number;
  /** keep the typed text after a choice (default: cleared) */
  keepText?: boolean;
  /** the text the field starts with */
  defaultText?: string;
  /** every change of the typed text (a list beside the field can filter by it) */
  onTextChange?: (text: string) => void;
  className?: string;
}

/** A text field with a suggestion popup (react-aria ComboBox) fed by an asynchronous source. */
export function Autocomplete<T extends AutocompleteItem>({
  label,
  load,
  onSelect,
  placeholder,
  emptyText,
  debounceMs = 250,
  keepText = false,
  defaultText = '',
  onTextChange,
  className,
}: AutocompleteProps<T>) {
  const [text, setText] = useState(defaultText);
  const [found, setFound] = useState<readonly T[]>([]);
  const [loadingText, setLoadingText] = useState('');
  const [asked, setAsked] = useState('');
  const fetchItems = useEffectEvent((query: string, signal: AbortSignal) => load(query, signal));
  const query = text.trim();
  // Empty text shows nothing and asks nothing.
  const items = query ? found : [];
  const loading = Boolean(query) && loadingText === query;

  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoadingText(query);
      fetchItems(query, controller.signal)
        .then((result) => {
          if (controller.signal.aborted) return;
          setFound(result);
          setAsked(query);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFound([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoadingText('');
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);

  const changeText = (value: string) => {
    setText(value);
    onTextChange?.(value);
  };

  const choose = (key: Key | null) => {
    const item = items.find((candidate) => candidate.id === key);
    if (!item) return;
    onSelect(item);
    if (!keepText) changeText('');
  };

  return (
    <ComboBox
      className={['ui-autocomplete', className].filter(Boolean).join(' ')}
      items={items}
      inputValue={text}
      onInputChange={changeText}
      onSelectionChange={choose}
      menuTrigger="input"
      allowsCustomValue
      // Open while typing, so that suggestions arriving later show in the open popup.
      allowsEmptyCollection={Boolean(query)}
    >
      <Label className="ui-autocomplete__label">{label}</Label>
      <div className="ui-autocomplete__field">
        <Input className="ui-autocomplete__input" placeholder={placeholder} />
        {loading && <Spinner size="small" />}
      </div>
      {/* Capped, so that the popup opens below the field and never covers what is being typed. */}
      <Popover className="ui-autocomplete__popover" placement="bottom start" maxHeight={POPUP_MAX_HEIGHT}>
        <ListBox<T>
          className="ui-autocomplete__list"
          renderEmptyState={() => <div className="ui-autocomplete__empty">{asked === query && !loading ? emptyText : <Spinner size="small" />}</div>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="ui-autocomplete__item">
              {item.imageUrl ? (
                <img className="ui-autocomplete__image" src={item.imageUrl} alt="" />
              ) : (
                <span className="ui-autocomplete__image" aria-hidden="true">
                  {Array.from(item.label.trim())[0]?.toLocaleUpperCase()}
                </span>
              )}
              <span className="ui-autocomplete__text">
                <Text slot="label">{item.label}</Text>
                {item.description && (
                  <Text slot="description" className="ui-autocomplete__description">
                    {item.description}
                  </Text>
                )}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
