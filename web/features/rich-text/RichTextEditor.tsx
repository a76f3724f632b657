import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useState } from 'react';
import { Button, Input, Label, TextField, ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { EMOJI_CHOICES, imageClass, imageClassSize } from '@domain/rich-text.ts';
import { Popover } from '../../ui/index.ts';
import { useAppNavigate } from '../shell/navigation.ts';
import { Emoticons } from './emoticons.ts';
import { fileBrowserHref, useImagePick } from './image-pick.ts';
import { richTextMessages as m } from './messages.ts';

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
    </div>
  );
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
      <Popover
        label={intl.formatMessage(m.link)}
        placement="bottom"
        trigger={
          <Button className={`rich-text__tool${active.link ? ' rich-text__tool--on' : ''}`} aria-label={intl.formatMessage(m.link)}>
            🔗
          </Button>
        }
      >
        {(close) => <LinkForm editor={editor} close={close} />}
      </Popover>
      <Button className="rich-text__tool" aria-label={intl.formatMessage(m.image)} onPress={() => appNavigate(fileBrowserHref(target))} data-testid="rich-text-image">
        🖼
      </Button>
      <Popover
        label={intl.formatMessage(m.emojiChoices)}
        placement="bottom"
        trigger={
          <Button className="rich-text__tool" aria-label={intl.formatMessage(m.emoji)} data-testid="rich-text-emoji">
            🙂
          </Button>
        }
      >
        {(close) => (
          <div className="rich-text__emoji">
            {EMOJI_CHOICES.map((emoji) => (
              <Button
                key={emoji}
                className="rich-text__emoji-choice"
                aria-label={emoji}
                onPress={() => {
                  chain().insertContent(emoji).run();
                  close();
                }}
              >
                {emoji}
              </Button>
            ))}
          </div>
        )}
      </Popover>
    </div>
  );
}

function Toggle({ label, on, press, children }: { label: string; on: boolean; press: () => void; children: ReactNode }) {
  return (
    <ToggleButton className="rich-text__tool" aria-label={label} isSelected={on} onChange={press}>
      {children}
    </ToggleButton>
  );
}

/** The link popover: an http(s) or mailto address for the selection, or none. */
function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const intl = useIntl();
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
      <TextField value={href} onChange={setHref} type="url" autoFocus>
        <Label>{intl.formatMessage(m.linkAddress)}</Label>
        <Input />
      </TextField>
      <Button type="submit" className="rich-text__tool">
        {intl.formatMessage(m.linkApply)}
      </Button>
      {editor.isActive('link') && (
        <Button
          className="rich-text__tool"
          onPress={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            close();
          }}
        >
          {intl.formatMessage(m.linkRemove)}
        </Button>
      )}
    </form>
  );
}
