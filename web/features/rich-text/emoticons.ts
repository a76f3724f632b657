import { Extension, InputRule } from '@tiptap/core';
import { EMOTICONS, emoticonAtEnd } from '@domain/rich-text.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text that ends in an emoticon, as the editor types it (the table in domain/rich-text.ts). */
const ENDS_IN_EMOTICON = new RegExp(`(?:${EMOTICONS.map((each) => escape(each.text)).join('|')})$`);

/** Typing an emoticon (`<3`, `:)`, `:'(`…) turns it into its emoji (social-core §9). */
export const Emoticons = Extension.create({
  name: 'emoticons',
  addInputRules() {
    return [
      new InputRule({
        find: ENDS_IN_EMOTICON,
        handler: ({ state, range, match }) => {
          const found = emoticonAtEnd(match[0]);
          if (found) state.tr.insertText(found.emoji, range.to - found.length, range.to);
        },
      }),
    ];
  },
});
