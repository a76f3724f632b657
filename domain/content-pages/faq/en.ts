import type { ContentDocument } from '../document.ts';

/** The frequently asked questions in English. */
export const faq: ContentDocument = {
  title: 'Frequently asked questions',
  intro: 'Short answers to the questions observers ask most often. If yours is not here, write to the administrators in the app or through the Contact page.',
  sections: [
    {
      heading: 'Why is my record waiting for review, or asking for a photo?',
      paragraphs: [
        'Automatic checks mark records that validators should look at: a species that is hard to tell from its relatives, a date outside its usual flight period, a 10 km square it is not known from, a protected or threatened species. Depending on the site’s rules such a record waits for a validator before it is accepted. A good photo is the best evidence: for a few difficult genera it is required, and for the others it makes the validator’s work quicker. Add it by editing the record.',
      ],
    },
    {
      heading: 'My record was rejected. What can I do?',
      paragraphs: [
        'A rejection always comes with the validator’s reason. You can reply in the record’s review comments, add a better photo or correct the species, and if you still disagree, appeal the rejection: the record goes back to waiting for review and a moderator looks at the case too.',
      ],
    },
    {
      heading: 'Why do I see a grid square instead of the exact place?',
      paragraphs: [
        'The record is of a sensitive species, protected or threatened, or its observer chose to hide the exact place. To protect the animals, everybody except the observer and the validators sees only the 10 km grid cell, without the settlement, the place name or the photos’ location data.',
      ],
    },
    {
      heading: 'Can I edit or delete a record?',
      paragraphs: [
        'Yes. Open the record from My observations and choose Edit or Delete. Editing does not change the review status: only a validator or an appeal does. A deleted record disappears from the site, but copies that others have already downloaded under its open licence remain.',
      ],
    },
    {
      heading: 'Who can see my records?',
      paragraphs: [
        'Whoever the record’s privacy level allows: only you, your friends, members of a group you share, or anybody. Your default level is in Settings, and you can change it for each record. Validators see the records they review, with their exact place.',
      ],
    },
    {
      heading: 'How do I download my data?',
      paragraphs: [
        'On your account page, Download my data gives you one zip file with your records (as CSV and as a Darwin Core archive, with exact places), posts, comments, messages, profile and the originals of your uploads. To download only some records, filter the observation list and use Export.',
      ],
    },
    {
      heading: 'I forgot my password. What now?',
      paragraphs: [
        'On the login screen choose Forgot your password? and give the e-mail address of your account. We send a link that sets a new password; it works for one hour and only once. If no mail arrives, check the spam folder or ask for a new link a few minutes later. If you sign in with another service’s account, use that service instead.',
      ],
    },
    {
      heading: 'How do I change the language?',
      paragraphs: [
        'Choose the language in the header: Hungarian, English, Romanian or Turkish. The site remembers your choice on that device, and the e-mails we send you come in the language of your account.',
      ],
    },
    {
      heading: 'Which licence should I choose?',
      paragraphs: [
        'CC BY 4.0, the default, lets anybody use your records and photos if they name you: it suits most people and most research databases. CC0 gives them to the public domain with no conditions, which makes reuse easiest. CC BY-NC 4.0 also forbids commercial use, but some databases and projects cannot take such data. Your default is in Settings, and you can choose differently for each record and photo.',
      ],
    },
    {
      heading: 'Can I record moths at a light trap?',
      paragraphs: [
        'Yes, and such records are very valuable. Make one record for each species with the number of individuals, usually as adults, and write the kind of trap or lamp and the hours it ran in the notes. Use a saved place so that every night’s records share the same spot. Photograph the difficult species: many moths can only be confirmed from a photo.',
      ],
    },
    {
      heading: 'How do I join a group?',
      paragraphs: [
        'Find the group under Community and open its page. If the group is open, you join at once; if it is closed, your request goes to the group’s administrators and you get a notification when they accept it. You can leave a group at any time on the same page.',
      ],
    },
    {
      heading: 'How do I turn off e-mails?',
      paragraphs: [
        'In Settings, under Notifications, you choose for each kind of notification whether it appears in the app, as a push notification, and by e-mail: not at all, at once, or gathered into a daily or weekly digest. Every e-mail also has a link that turns off that kind of e-mail in one click.',
      ],
    },
    {
      heading: 'How do I become a validator?',
      paragraphs: [
        'Validators are experienced observers whom the site’s administrators appoint. If you know the butterflies or moths of a region or a group well, write to the administrators through the Contact page: tell them what you can identify reliably, and link to your records as examples.',
      ],
    },
  ],
};
