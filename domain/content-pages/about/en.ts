import type { ContentDocument } from '../document.ts';

/** The about page in English. */
export const about: ContentDocument = {
  title: 'About Lepke',
  intro:
    'Lepke is a citizen-science platform for recording butterflies and moths in Europe. Whoever watches butterflies and moths, in a garden, on a hike or at a light trap, can record what they saw, where and when, and so add to what we know about where these insects live and how their numbers change.',
  sections: [
    {
      heading: 'What Lepke is for',
      paragraphs: [
        'Each record is a species at a place on a date: who saw it, how many, in which life stage, ideally with a photo. Gathered over many years from many observers, such records show where species live, when they fly and which of them are declining, and they help to protect them. Lepke makes recording quick in the field and at home, and keeps the records fit for research.',
      ],
    },
    {
      heading: 'Who takes part',
      paragraphs: ['Lepke is a community of people who record together:'],
      items: [
        'Observers record their sightings, upload photos, comment and share what they found.',
        'Validators, experienced lepidopterists, check the records and accept or reject them, so that the data can be trusted.',
        'Groups bring people together: a local nature society, a school class, friends who go out recording together.',
        'Projects collect records for a shared aim, such as the survey of a region, a nature reserve or one group of species.',
      ],
    },
    {
      heading: 'Species, maps and charts',
      paragraphs: [
        'The species catalogue is built on the European checklist of butterflies, with their European and national red-list categories, and includes the larger moths. Species carry their scientific names and, where known, their common names in the languages of the site.',
        'Records are shown on maps on the EEA 10 km and 1 km grids of the European Environment Agency, with 100 km cells for an overview, and in charts of when in the year and in which years each species was seen.',
      ],
    },
    {
      heading: 'Open data',
      paragraphs: [
        'Records and photos belong to the people who made them. Every observer chooses the licence of their records and media (CC0, CC BY 4.0 or CC BY-NC 4.0), and under that licence the data are open: anybody can download them as a Darwin Core archive, the format of biodiversity databases such as GBIF, as a CSV table or as a KML file for map programs. The exact places of sensitive species are never published: others see only their 10 km grid cell.',
      ],
    },
    {
      heading: 'Who runs this site',
      paragraphs: [
        'Every Lepke site is run by an operator: an association, an institution or a person who hosts it, appoints its administrators and validators and is responsible for its data. The operator’s name and address are on the Contact page. The privacy policy tells what happens to your personal data; the terms of use tell what the operator and the users can expect of each other.',
      ],
    },
    {
      heading: 'Open source',
      paragraphs: [
        'Lepke is open-source software. Its code is public: anybody may read it, run an installation of their own for their country or society, or help to improve it. Ideas and bug reports from observers are just as welcome as code.',
      ],
    },
  ],
};
