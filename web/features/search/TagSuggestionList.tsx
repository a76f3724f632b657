import { useIntl } from 'react-intl';
import { tagMessages } from './messages.ts';
import type { TagSuggestion } from './useTagSuggestions.ts';
import './search.css';

/** The tags offered for what is being typed after a `#`; tapping one completes it. */
export function TagSuggestionList({ tags, onPick }: { tags: readonly TagSuggestion[]; onPick: (tag: string) => void }) {
  const intl = useIntl();
  if (!tags.length) return null;
  return (
    <ul className="tag-suggestions" aria-label={intl.formatMessage(tagMessages.suggestions)} data-testid="tag-suggestions">
      {tags.map((tag) => (
        <li key={tag.name}>
          <button
            type="button"
            className="tag-suggestions__item"
            // Keep the focus (and the caret) in the field being typed in.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(tag.name)}
          >
            <span className="tag-suggestions__name">#{tag.name}</span>
            <span className="tag-suggestions__count">{intl.formatMessage(tagMessages.uses, { count: tag.count })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
