import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { RICH_TEXT_MAX_LENGTH } from '@domain/rich-text.ts';
import { richTextMessages as m } from './messages.ts';
import './rich-text.css';
import './rich-text-view.css';

// The editor library loads with the first form that shows one, never with the first page.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export interface RichTextFieldProps {
  label: string;
  /** the HTML as stored (the server's allowlist) */
  value: string;
  onChange: (html: string) => void;
  /** a translated problem to show under the field */
  error?: string | undefined;
  /** the longest HTML accepted (RICH_TEXT_MAX_LENGTH unless the field says otherwise) */
  maxLength?: number;
  /** the taller editing area of a long text */
  rows?: number;
  /** the file picker's listener name: unique on the page, it tells which editor an image is for */
  name: string;
}

/**
 * A rich-text field (social-core §9): headings, lists, quotes, links, images from the file picker,
 * emoji and emoticons. The editor is lazy: a placeholder of the same size stands in while it loads; it is
 * not labelled as the field, so nothing can type into it before the editor is there.
 */
export function RichTextField({ label, value, onChange, error, maxLength = RICH_TEXT_MAX_LENGTH, rows = 8, name }: RichTextFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  const tooLong = value.length > maxLength ? intl.formatMessage(m.tooLong, { length: value.length, max: maxLength }) : undefined;
  const problem = error ?? tooLong;
  return (
    <div className="rich-text" style={{ ['--rich-text-rows' as string]: rows }} data-testid={`rich-text-${name}`}>
      <span id={labelId} className="rich-text__label">
        {label}
      </span>
      <Suspense
        fallback={
          <div className="rich-text__frame rich-text__frame--loading" role="status">
            {intl.formatMessage(m.loading)}
          </div>
        }
      >
        <RichTextEditor value={value} onChange={onChange} labelId={labelId} errorId={problem ? errorId : undefined} invalid={Boolean(problem)} target={name} />
      </Suspense>
      {problem && (
        <span id={errorId} className="rich-text__error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
