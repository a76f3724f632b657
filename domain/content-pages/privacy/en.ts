import type { ContentDocument } from '../document.ts';

export const policy: ContentDocument = {
  title: 'Privacy policy',
  effective: 'Effective from 25 November 2026',
  intro:
    'Lepke is a citizen-science platform for recording butterflies and moths. This policy explains which personal data we process when you use it, why, who can see what, how long we keep it and what rights you have under the EU General Data Protection Regulation (GDPR).',
  sections: [
    {
      heading: '1. Who is responsible',
      paragraphs: [
        'The controller is the operator of this Lepke installation, named with its postal address on the Contact page. You can reach the operator’s data protection contact through the Contact page or by message to the administrators in the app.',
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: ['We only collect what the platform needs to work:'],
      items: [
        'Account: e-mail address, display name, a salted hash of your password (never the password itself), language, privacy defaults and notification settings.',
        'Records: species, date, place (coordinates, accuracy, settlement, region, country), number, life stage, notes and the review history of each record.',
        'Media: photos, sounds, videos and files you upload, with the metadata they carry (EXIF: time, camera, GPS position and direction).',
        'Community activity: posts, comments, likes, friendships, memberships, messages and reports.',
        'Technical data: a session cookie, the IP address and browser of each session, web-push subscriptions of your devices, and the consents you gave or withdrew.',
      ],
    },
    {
      heading: '3. Why, and on what legal basis',
      paragraphs: [
        'We run your account and publish your records and posts because you asked us to (performance of a contract, GDPR Art. 6(1)(b)). Your records serve biodiversity research and nature conservation, a task in the public interest and our legitimate interest (Art. 6(1)(e) and (f)). Security measures such as login limits and logs rest on our legitimate interest in keeping the service safe. Push notifications and other optional features need your consent (Art. 6(1)(a)), which you can withdraw in the app at any time.',
      ],
    },
    {
      heading: '4. Sensitive species and exact places',
      paragraphs: [
        'Records of protected, red-listed or otherwise sensitive species are generalised for everyone except you and the validators: others see only the 10 km grid cell, never the exact coordinates, settlement or place name. You can ask for the same generalisation for any record. Photos and videos attached to a generalised record are shown to others without their original file, place fields or metadata.',
      ],
    },
    {
      heading: '5. Photos and their metadata',
      paragraphs: [
        'Uploaded originals keep their EXIF data and are visible only to you and to the validators who check your records. The resized images everyone else sees are stored without any metadata. If you do not want to share the camera position even with validators, remove it before uploading.',
      ],
    },
    {
      heading: '6. Who sees what',
      paragraphs: [
        'Each post and record has a privacy level that you choose: only me, friends, members of a shared group, or anybody. Validators see the records they review; administrators see what they need to moderate reported content. Accepted records may be shared with research and conservation databases as open data under the licence you chose, with generalised places for sensitive species. We never sell personal data and show no advertising. Our hosting provider processes data on our behalf under a data processing agreement; push messages pass through the push service of your browser’s maker.',
      ],
    },
    {
      heading: '7. How long we keep data',
      paragraphs: [
        'Account and profile data are kept as long as your account exists. Sessions end after 30 days at the latest; server logs are deleted after 30 days. When you delete your account, your profile, posts, comments, likes and media are deleted within 30 days; your observation records are deleted as well, or kept without your name if you ask us to keep them for science. Backups are overwritten within 90 days.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: ['You have the right to:'],
      items: [
        'access your data and receive a copy of it;',
        'correct inaccurate data (most of it directly in the app);',
        'export your records in a portable format (CSV, Darwin Core archive) from your observation list;',
        'have your data erased by deleting your account or by asking us;',
        'restrict or object to processing based on our legitimate interest;',
        'withdraw any consent at any time, without affecting earlier processing;',
        'lodge a complaint with a supervisory authority, in Hungary the NAIH (naih.hu), or the authority of your own country.',
      ],
    },
    {
      heading: '9. Cookies and local storage',
      paragraphs: [
        'We use one strictly necessary cookie for your login session, and your browser’s local storage for your language, drafts and offline uploads. There are no tracking or advertising cookies and no third-party analytics.',
      ],
    },
    {
      heading: '10. Children',
      paragraphs: ['Users under 16 may register only with the consent of a parent or guardian.'],
    },
    {
      heading: '11. Changes and contact',
      paragraphs: [
        'We announce changes to this policy in the app before they take effect. Questions and requests about your data go to the operator’s data protection contact on the Contact page; we answer within one month.',
      ],
    },
  ],
};
