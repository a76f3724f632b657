import { defineMessages } from '../../i18n/define-messages.ts';

export const richTextMessages = defineMessages({
  toolbar: { id: 'richText.toolbar', defaultMessage: 'Formázás', description: 'Accessible name of the rich-text editor toolbar' },
  loading: { id: 'richText.loading', defaultMessage: 'A szerkesztő betöltése…', description: 'Shown in place of the rich-text editor while it loads' },
  bold: { id: 'richText.bold', defaultMessage: 'Félkövér', description: 'Toolbar button: bold' },
  italic: { id: 'richText.italic', defaultMessage: 'Dőlt', description: 'Toolbar button: italic' },
  heading2: { id: 'richText.heading2', defaultMessage: 'Fejezet', description: 'Toolbar button: a level-2 heading (a chapter)' },
  heading3: { id: 'richText.heading3', defaultMessage: 'Alfejezet', description: 'Toolbar button: a level-3 heading (a section)' },
  bulletList: { id: 'richText.bulletList', defaultMessage: 'Felsorolás', description: 'Toolbar button: a bulleted list' },
  orderedList: { id: 'richText.orderedList', defaultMessage: 'Számozott lista', description: 'Toolbar button: a numbered list' },
  quote: { id: 'richText.quote', defaultMessage: 'Idézet', description: 'Toolbar button: a block quote' },
  link: { id: 'richText.link', defaultMessage: 'Hivatkozás', description: 'Toolbar button: add or edit a link' },
  linkAddress: { id: 'richText.linkAddress', defaultMessage: 'Webcím (https://…)', description: 'Label of the link address field in the link popover' },
  linkApply: { id: 'richText.linkApply', defaultMessage: 'Beállítás', description: 'Button that sets the link' },
  linkRemove: { id: 'richText.linkRemove', defaultMessage: 'Hivatkozás törlése', description: 'Button that removes the link' },
  image: { id: 'richText.image', defaultMessage: 'Kép a médiatáramból', description: 'Toolbar button: insert an image from the own media (opens the file picker)' },
  emoji: { id: 'richText.emoji', defaultMessage: 'Hangulatjel', description: 'Toolbar button: opens the emoji popover' },
  emojiChoices: { id: 'richText.emojiChoices', defaultMessage: 'Hangulatjelek', description: 'Accessible name of the emoji popover' },
  tooLong: {
    id: 'richText.tooLong',
    defaultMessage: 'Túl hosszú: {length} / {max} karakter',
    description: 'Shown under the rich-text editor when its HTML is longer than allowed',
  },
  cleaned: {
    id: 'richText.cleaned',
    defaultMessage: 'Mentve; a szövegből a nem engedélyezett elemeket eltávolítottuk',
    description: 'Toast after a save when the server removed disallowed tags or attributes from the rich text',
  },
  pickerTitle: { id: 'richText.pickerTitle', defaultMessage: 'Kép beszúrása', description: 'Title of the rich-text file picker' },
  pickerSize: { id: 'richText.pickerSize', defaultMessage: 'Méret', description: 'Label of the image size choice in the file picker' },
  pickerSizeOption: { id: 'richText.pickerSizeOption', defaultMessage: '{size}%', description: 'An image size choice: the width as a percent of the text' },
  pickerEmpty: {
    id: 'richText.pickerEmpty',
    defaultMessage: 'Még nincs képed: tölts fel egyet a médiatáradba.',
    description: 'The file picker when the viewer has no images',
  },
  pickerInsert: { id: 'richText.pickerInsert', defaultMessage: 'Beszúrás: {name}', description: 'Accessible name of an image in the file picker' },
});
