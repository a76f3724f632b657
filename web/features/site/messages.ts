import { defineMessages } from '../../i18n/define-messages.ts';

export const siteMessages = defineMessages({
  onlyMemberText: {
    id: 'site.onlyMemberText',
    defaultMessage: 'Ezt az oldalt csak a(z) {name} tagjai nyithatják meg. Csatlakozz, ha a tagja szeretnél lenni.',
    description: "Text of the alert of a subdomain's members-only route; name: the subdomain's group or project",
  },
  subdomainTitle: { id: 'site.subdomainTitle', defaultMessage: 'Aldomain', description: "Heading of the site admins' subdomain setting on an entity's settings page" },
  subdomainLabel: { id: 'site.subdomainLabel', defaultMessage: 'Aldomain neve', description: 'Label of the subdomain field' },
  subdomainHelp: {
    id: 'site.subdomainHelp',
    defaultMessage: 'Kisbetűk, számjegyek és kötőjel, 3–63 karakter. Az oldal ezen a címen ehhez a csoporthoz kötődik; üresen hagyva nincs aldomainje.',
    description: 'Help under the subdomain field',
  },
  subdomainAddress: { id: 'site.subdomainAddress', defaultMessage: 'Címe: {address}', description: "The subdomain's address under the field" },
  subdomainSave: { id: 'site.subdomainSave', defaultMessage: 'Aldomain mentése', description: 'Button saving the subdomain' },
  siteOnlyAdmins: {
    id: 'site.onlyAdmins',
    defaultMessage: '(csak a webhely adminjai)',
    description: 'Note beside the subdomain heading: only site admins see and set it',
  },
});
