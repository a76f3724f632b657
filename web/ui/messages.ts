import { defineMessages } from '../i18n/define-messages.ts';

/** Generic texts of the UI primitives; everything else comes in through props. */
export const uiMessages = defineMessages({
  close: {
    id: 'ui.close',
    defaultMessage: 'Bezárás',
    description: 'Label of the button that closes a sheet, menu or toast',
  },
  ok: {
    id: 'ui.ok',
    defaultMessage: 'OK',
    description: 'Button that acknowledges an alert or accepts a confirmation',
  },
  cancel: {
    id: 'ui.cancel',
    defaultMessage: 'Mégse',
    description: 'Button that declines a confirmation dialog',
  },
  loading: {
    id: 'ui.loading',
    defaultMessage: 'Betöltés…',
    description: 'Screen-reader label of loading spinners',
  },
  noResult: {
    id: 'ui.noResult',
    defaultMessage: 'Nincs találat',
    description: 'Shown by a list that has no items',
  },
  menu: {
    id: 'ui.menu',
    defaultMessage: 'Menü',
    description: 'Accessible name of the side navigation drawer',
  },
  notifications: {
    id: 'ui.notifications',
    defaultMessage: 'Értesítések',
    description: 'Accessible name of the region where short pop-up messages (toasts) appear',
  },
});
