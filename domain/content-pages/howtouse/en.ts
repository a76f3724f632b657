import type { ContentDocument } from '../document.ts';

/** The how-to-use guide in English. */
export const howToUse: ContentDocument = {
  title: 'How to use Lepke',
  intro: 'This guide takes you from registration to your first record and shows what else the site offers. Lepke works the same way on a phone and on a computer.',
  sections: [
    {
      heading: 'Register',
      paragraphs: [
        'Choose Log in / sign up in the menu, give your e-mail address, a display name and a password of at least 8 characters, and accept the privacy policy. If the site offers it, you can also sign in with an account you already have elsewhere. Browsing species, records and the map needs no account; recording, commenting and messages do.',
      ],
    },
    {
      heading: 'Record a sighting',
      paragraphs: ['Open My observations and choose New observation. The form asks:'],
      items: [
        'Species: start typing its scientific or common name and pick it from the suggestions. If you do not know the species, say so and describe what you saw; a photo lets others help.',
        'Place: pick it on the map, take your position from the phone’s GPS, choose a saved or recently used place, or type the coordinates.',
        'Date, and the time of day if you know it; for a sighting over several days, the last day too.',
        'Number of individuals and life stage: adult (imago), caterpillar, pupa or egg.',
        'Photos, sounds or videos: add photos first, because the form reads their EXIF data. The time a photo was taken fills in the date and its GPS position fills in the place; check both, or undo the change.',
        'More: notes, the licence of the record and who may see it. Tick hiding the exact place if others should see only the 10 km grid cell.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'Before you save, the form shows what will happen to the record. Depending on the rules of the site it is accepted at once or waits for a validator. Automatic checks mark unusual records for the validators: a species that is hard to identify, a date outside its usual flight period, a 10 km square it is not known from, a protected or threatened species. For a few difficult genera a photo is required. The form also warns if you may have recorded the same sighting already.',
        'A validator then accepts or rejects the record, or later revokes an acceptance; a rejection or a revocation always comes with a reason, and you get a notification. You can talk it over with the validator in the record’s review comments. If you disagree with a rejection, appeal it: the record goes back to waiting for review.',
      ],
    },
    {
      heading: 'Browse',
      paragraphs: ['Without signing in you can explore:'],
      items: [
        'Species: the catalogue with photos, descriptions, protection and red-list status, and the records of each species.',
        'Observations: the list of records, filtered by species, observer, date, life stage and review status.',
        'Map: records on the EEA 100 km, 10 km and 1 km grids or as clusters of points, over satellite, topographic or street maps; a click on a grid cell lists what was recorded there.',
        'Charts: in which months and years the species were seen.',
      ],
    },
    {
      heading: 'Groups and projects',
      paragraphs: [
        'Under Community you find observers, groups and projects. You join an open group at once; to join a closed one you send a request that its administrators decide on. Members see the posts shared with the group, and the group’s page gathers its members’ records, media and charts.',
      ],
    },
    {
      heading: 'Messages and notifications',
      paragraphs: [
        'Send a private message from anybody’s profile; messages arrive in your inbox. The bell shows notifications: friend and join requests, comments and replies, likes, and validators’ decisions on your records. In Settings you choose for each kind whether it appears in the app, comes as a push notification to your devices, and comes by e-mail at once or in a daily or weekly digest.',
      ],
    },
    {
      heading: 'Who sees what',
      paragraphs: [
        'Every record and post has a privacy level: only me, friends, members of a shared group, or anybody. New items get the default you set in Settings, and you can change the level of each item at any time.',
        'Sensitive species are protected automatically: for records of protected or threatened species, everybody except you and the validators sees only the 10 km grid cell, never the exact place, the settlement or the photos’ location data.',
      ],
    },
    {
      heading: 'Exports and your data',
      paragraphs: [
        'On the observation list and the map, Export downloads the records of the current filter as a Darwin Core archive, a tab-separated CSV or a KML file for map programs; your own records can be exported with their exact places. On your account page, Download my data gives you everything of yours in one zip file.',
      ],
    },
    {
      heading: 'Lepke on your phone',
      paragraphs: [
        'Lepke runs in the browser: there is nothing to download from an app store. To have it on your home screen like an app, choose Install app or Add to Home screen in the browser’s menu. Once installed it also opens without a connection, and the pages you have already loaded can still be browsed; photos you add while offline are uploaded when the connection is back.',
      ],
    },
  ],
};
