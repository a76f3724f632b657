import { defineMessages } from '../../i18n/define-messages.ts';

/** The share popover; the services keep their own names in every language. */
export const shareMessages = defineMessages({
  title: {
    id: 'share.title',
    defaultMessage: 'Megosztás',
    description: 'Accessible name of the share popover',
  },
  facebook: { id: 'share.facebook', defaultMessage: 'Facebook', description: 'Share target: the Facebook service (its own name)' },
  pinterest: { id: 'share.pinterest', defaultMessage: 'Pinterest', description: 'Share target: the Pinterest service (its own name)' },
  linkedin: { id: 'share.linkedin', defaultMessage: 'LinkedIn', description: 'Share target: the LinkedIn service (its own name)' },
  x: { id: 'share.x', defaultMessage: 'X', description: 'Share target: the X (formerly Twitter) service (its own name)' },
  tumblr: { id: 'share.tumblr', defaultMessage: 'Tumblr', description: 'Share target: the Tumblr service (its own name)' },
  viber: { id: 'share.viber', defaultMessage: 'Viber', description: 'Share target: the Viber messenger (its own name)' },
  whatsapp: { id: 'share.whatsapp', defaultMessage: 'WhatsApp', description: 'Share target: the WhatsApp messenger (its own name)' },
  vk: { id: 'share.vk', defaultMessage: 'VK', description: 'Share target: the VK (VKontakte) service (its own name)' },
  reddit: { id: 'share.reddit', defaultMessage: 'Reddit', description: 'Share target: the Reddit service (its own name)' },
  blogger: { id: 'share.blogger', defaultMessage: 'Blogger', description: 'Share target: the Blogger service (its own name)' },
  email: { id: 'share.email', defaultMessage: 'E-mail', description: 'Share target: a new email with the link' },
  embed: {
    id: 'share.embed',
    defaultMessage: 'Beágyazás',
    description: 'Share target: copies an HTML snippet that embeds the item in another web page',
  },
  newWindow: {
    id: 'share.newWindow',
    defaultMessage: '{target} (új ablakban nyílik)',
    description: 'Accessible name of a share link that opens the service {target} in a new window',
  },
  embedCopied: {
    id: 'share.embedCopied',
    defaultMessage: 'A beágyazó kód a vágólapra került',
    description: 'Short toast after the embed snippet was copied to the clipboard',
  },
  device: {
    id: 'share.device',
    defaultMessage: 'Más alkalmazás',
    description: 'Share target: the phone’s own share sheet (Web Share API), to any app installed',
  },
  deviceFailed: {
    id: 'share.deviceFailed',
    defaultMessage: 'Nem sikerült megosztani',
    description: 'Toast when the phone’s share sheet failed (not when the person closed it)',
  },
  copyFailed: {
    id: 'share.copyFailed',
    defaultMessage: 'Nem sikerült a vágólapra másolni',
    description: 'Toast when the browser refused to copy the embed snippet to the clipboard',
  },
});
