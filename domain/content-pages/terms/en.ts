import type { ContentDocument } from '../document.ts';

/** The terms of use in English. */
export const terms: ContentDocument = {
  title: 'Terms of use',
  effective: 'Effective from 5 December 2026',
  intro:
    'These terms govern the use of this Lepke site, a citizen-science platform for recording butterflies and moths. By registering an account or using the site you accept them. Please read them together with the privacy policy, which explains what happens to your personal data.',
  sections: [
    {
      heading: '1. Who we are',
      paragraphs: [
        'The site is run by its operator, named with its postal address on the Contact page. “We” in these terms means the operator; “you” means anybody who uses the site, with or without an account.',
      ],
    },
    {
      heading: '2. Who may use Lepke',
      paragraphs: [
        'Anybody may browse the public pages. To record sightings, upload media, comment or send messages you need an account. Users under 16 may register only with the consent of a parent or guardian.',
      ],
    },
    {
      heading: '3. Your account',
      paragraphs: ['When you have an account, you agree to:'],
      items: [
        'record only what you really observed, as accurately as you can, and correct or delete a record that turns out to be wrong;',
        'keep one account per person, in your own name or a recognisable display name, and not share it with others;',
        'keep your password secret and tell us if you think somebody else used your account; we recommend turning on two-factor sign-in with an authenticator app in your account settings;',
        'be responsible for what is done with your account.',
      ],
    },
    {
      heading: '4. Your content and its licence',
      paragraphs: [
        'You keep the copyright of your records, photos, sounds, videos and texts. Each record and each medium is published under the licence you choose for it: CC0 (public domain), CC BY 4.0 (attribution) or CC BY-NC 4.0 (attribution, non-commercial); unless you choose otherwise it is CC BY 4.0. Under that licence anybody may reuse it, for example in research and conservation databases.',
        'By uploading you also allow the operator to store, show, resize and share your content as the site needs in order to work and as the privacy levels you chose allow. Upload only what you made yourself or have the right to share.',
      ],
    },
    {
      heading: '5. Acceptable behaviour',
      paragraphs: ['Lepke is a community of people who love nature. On the site you must not:'],
      items: [
        'harass, insult or threaten anybody, or post hateful, obscene or illegal content;',
        'send spam or advertising, or create accounts to do so;',
        'disturb, catch or collect protected species, or damage their habitats, in order to record or photograph them, unless you hold the permit the law requires;',
        'publish the exact places of sensitive species elsewhere that the site shows only as a 10 km grid cell;',
        'upload records or media you know to be false, or other people’s photos as your own;',
        'try to break into other accounts, overload the site or get around its limits.',
      ],
    },
    {
      heading: '6. Moderation',
      paragraphs: [
        'Anybody can report a post, comment, message, medium or profile that breaks these terms. Moderators review reports and may hide content, warn the person, or suspend an account temporarily or for good if the breach is serious or repeated. Validators decide whether records are accepted; a rejected record can be appealed. If you think a moderation decision was wrong, write to the operator through the Contact page.',
      ],
    },
    {
      heading: '7. Removing content and accounts',
      paragraphs: [
        'You can delete your records, posts, comments and media at any time. You can also delete your account yourself on your account page: when you do, you choose whether your records are kept anonymously under their licence or deleted with the account. Copies that others have already lawfully downloaded under an open licence cannot be recalled. We may delete content and accounts that break these terms.',
      ],
    },
    {
      heading: '8. Identifications and data',
      paragraphs: [
        'Validators are volunteers who check records as carefully as they can, but we give no warranty that an identification, a record or any other data on the site is correct or complete. Do not rely on the site alone for decisions where an error could cause harm, such as a permit or a planning decision.',
      ],
    },
    {
      heading: '9. Liability',
      paragraphs: [
        'We run the site with care, but we cannot promise that it is always available or free of errors, and the service may change. To the extent the law allows, we are not liable for damage caused by using or not being able to use the site, nor for what other users publish. Nothing in these terms limits liability that the law does not allow to be limited, such as for intent or gross negligence, or your rights as a consumer.',
      ],
    },
    {
      heading: '10. Changes to these terms',
      paragraphs: [
        'We may change these terms when the site or the law changes. We announce changes in the app before they take effect; if you keep using the site afterwards, the new terms apply. If you do not accept them, you can delete your account.',
      ],
    },
    {
      heading: '11. Governing law and contact',
      paragraphs: [
        'These terms are governed by the law of the country where the operator is established, within the European Union, without affecting the mandatory consumer protection of your own country. Questions about these terms go to the operator through the Contact page.',
      ],
    },
  ],
};
