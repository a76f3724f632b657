import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { EMOJI_CHOICES, imageClass, imageClassSize } from '@domain/rich-text.ts';
import { useAppNavigate } from '../shell/navigation.ts';
import { Emoticons } from './emoticons.ts';
import { fileBrowserHref, useImagePick } from './image-pick.ts';
import { richTextMessages as m } from './messages.ts';
import { tagBeingTyped } from '@domain/tags.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { TagSuggestionList } from '../search/TagSuggestionList.tsx';
import { useTagSuggestions } from '../search/useTagSuggestions.ts';

/** An image at one of the size classes (social-core §9), kept as `class="img-{size}"`. */
const SizedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      class: {
        default: imageClass(100),
        parseHTML: (element) => imageClass(imageClassSize(element.getAttribute('class')) ?? 100),
      },
    };
  },
});

/** Links as the server keeps them: opening apart, passing nothing on. */
const LINK_ATTRIBUTES = { rel: 'nofollow noopener noreferrer', target: '_blank' };

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  errorId: string | undefined;
  invalid: boolean;
  /** the file picker's listener name */
  target: string;
}

/** The Tiptap editor behind RichTextField (lazy-loaded): its toolbar and editing area. */
export default function RichTextEditor({ value, onChange, labelId, errorId, invalid, target }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: LINK_ATTRIBUTES },
      }),
      SizedImage,
      Emoticons,
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorId ? { 'aria-describedby': errorId } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  useImagePick(target, ({ src, alt, size }) => {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src, alt, class: imageClass(size) } })
      .run();
  });
  return (
    <div className={`rich-text__frame${invalid ? ' rich-text__frame--invalid' : ''}`}>
      <Toolbar editor={editor} target={target} />
      <EditorContent editor={editor} />
      <TagCompletion editor={editor} />
    </div>
  );
}

/** The text of the caret's paragraph before the caret, and the caret's position in the document. */
function textBeforeCaret(editor: Editor): { text: string; caret: number } | null {
  const { selection } = editor.state;
  if (!selection.empty) return null;
  const { $from } = selection;
  return { text: $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc'), caret: $from.pos };
}

/** Typing `#ab` offers the most used tags starting so (social-core §1 tag autocomplete); a tap completes the tag. */
function TagCompletion({ editor }: { editor: Editor }) {
  const before = useEditorState({ editor, selector: ({ editor: current }) => (current.isFocused ? textBeforeCaret(current) : null) });
  const typed = before ? tagBeingTyped(before.text, before.text.length) : null;
  if (!before || !typed) return null;
  const complete = (tag: string) =>
    editor
      .chain()
      .focus()
      .insertContentAt({ from: before.caret - typed.prefix.length - 1, to: before.caret }, `#${tag} `)
      .run();
  // The tags' texts are the search screen's catalog part: fetched once somebody types a tag.
  return (
    <Suspense fallback={null}>
      <PartTexts part="search">
        <TagSuggestions prefix={typed.prefix} onPick={complete} />
      </PartTexts>
    </Suspense>
  );
}

function TagSuggestions({ prefix, onPick }: { prefix: string; onPick: (tag: string) => void }) {
  return <TagSuggestionList tags={useTagSuggestions(prefix)} onPick={onPick} />;
}

function Toolbar({ editor, target }: { editor: Editor; target: string }) {
  const intl = useIntl();
  const appNavigate = useAppNavigate();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const [panel, setPanel] = useState<'link' | 'emoji' | null>(null);
  const panelId = useId();
  const toggle = (which: 'link' | 'emoji') => setPanel((current) => (current === which ? null : which));
  const close = () => setPanel(null);
  const chain = () => editor.chain().focus();
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={intl.formatMessage(m.toolbar)}>
      <Toggle label={intl.formatMessage(m.bold)} on={active.bold} press={() => chain().toggleBold().run()}>
        <b>B</b>
      </Toggle>
      <Toggle label={intl.formatMessage(m.italic)} on={active.italic} press={() => chain().toggleItalic().run()}>
        <i>I</i>
      </Toggle>
      <Toggle label={intl.formatMessage(m.heading2)} on={active.h2} press={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Toggle>
      <Toggle label={intl.formatMessage(m.heading3)} on={active.h3} press={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Toggle>
      <Toggle label={intl.formatMessage(m.bulletList)} on={active.bulletList} press={() => chain().toggleBulletList().run()}>
        •≡
      </Toggle>
      <Toggle label={intl.formatMessage(m.orderedList)} on={active.orderedList} press={() => chain().toggleOrderedList().run()}>
        1.
      </Toggle>
      <Toggle label={intl.formatMessage(m.quote)} on={active.blockquote} press={() => chain().toggleBlockquote().run()}>
        ❝
      </Toggle>
      <button
        type="button"
        className={`rich-text__tool${active.link ? ' rich-text__tool--on' : ''}`}
        aria-label={intl.formatMessage(m.link)}
        aria-expanded={panel === 'link'}
        aria-controls={panelId}
        onClick={() => toggle('link')}
      >
        🔗
      </button>
      <button
        type="button"
        className="rich-text__tool"
        aria-label={intl.formatMessage(m.image)}
        onClick={() => appNavigate(fileBrowserHref(target))}
        data-testid="rich-text-image"
      >
        🖼
      </button>
      <button
        type="button"
        className="rich-text__tool"
        aria-label={intl.formatMessage(m.emoji)}
        aria-expanded={panel === 'emoji'}
        aria-controls={panelId}
        onClick={() => toggle('emoji')}
        data-testid="rich-text-emoji"
      >
        🙂
      </button>
      {panel && (
        // The link form or the emoji choice opens under the toolbar, the width of the field (a phone's whole width).
        <div
          id={panelId}
          className="rich-text__panel"
          role="group"
          aria-label={intl.formatMessage(panel === 'link' ? m.link : m.emojiChoices)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {panel === 'link' ? (
            <LinkForm editor={editor} close={close} />
          ) : (
            <div className="rich-text__emoji">
              {EMOJI_CHOICES.map((emoji) => (
                <button
                  type="button"
                  key={emoji}
                  className="rich-text__emoji-choice"
                  aria-label={emoji}
                  onClick={() => {
                    chain().insertContent(emoji).run();
                    close();
                  }}
                >
                  {emoji}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function Toggle({ label, on, press, children }: { label: string; on: boolean; press: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`rich-text__tool${on ? ' rich-text__tool--on' : ''}`} aria-label={label} aria-pressed={on} onClick={press}>
      {children}
    </button>
  );
}

/** The link form: an http(s) or mailto address for the selection, or none. */
function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const intl = useIntl();
  const inputId = useId();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const apply = () => {
    const address = href.trim();
    if (/^(https?:\/\/\S+|mailto:\S+)$/i.test(address)) editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    close();
  };
  return (
    <form
      className="rich-text__link"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label htmlFor={inputId}>{intl.formatMessage(m.linkAddress)}</label>
      <input id={inputId} type="url" value={href} onChange={(event) => setHref(event.target.value)} autoFocus />
      <button type="submit" className="rich-text__tool">
        {intl.formatMessage(m.linkApply)}
      </button>
      {editor.isActive('link') && (
        <button
          type="button"
          className="rich-text__tool"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            close();
          }}
        >
          {intl.formatMessage(m.linkRemove)}
        </button>
      )}
    </form>
  );
}
