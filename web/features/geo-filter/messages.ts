import { defineMessages } from '../../i18n/define-messages.ts';

export const geoFilterMessages = defineMessages({
  label: { id: 'geoFilter.label', defaultMessage: 'Ország', description: 'Accessible name of the country filter (geofilter) in the title' },
  saveFailed: {
    id: 'geoFilter.saveFailed',
    defaultMessage: 'A kiválasztott ország nem mentődött el, legközelebb újra ki kell választanod.',
    description: 'Alert when the chosen geo filter could not be saved to the account (the page still shows it)',
  },
});
