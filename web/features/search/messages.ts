import { defineMessages } from '../../i18n/define-messages.ts';

/** The tag suggestions of the search field and the text editor (first load: the post composer shows them). */
export const tagMessages = defineMessages({
  loadFailed: {
    id: 'tags.loadFailed',
    defaultMessage: 'Hiba (tag): {message}',
    description: 'alert when the tag suggestions failed to load (social-core §8); the message is the error',
  },
  suggestions: { id: 'tags.suggestions', defaultMessage: 'Címkék', description: 'accessible name of the list of #tag suggestions' },
  uses: { id: 'tags.uses', defaultMessage: '{count} bejegyzés', description: 'how many posts carry a suggested tag' },
});

/** The search screen's texts (the `search` catalog part). */
export const searchMessages = defineMessages({
  title: { id: 'search.title', defaultMessage: 'Keresés', description: 'title of the search screen' },
  field: {
    id: 'search.field',
    defaultMessage: 'Keresés bejegyzésekben, fajok, megfigyelések és emberek között',
    description: 'label and placeholder of the search field',
  },
  submit: { id: 'search.submit', defaultMessage: 'Keresés', description: 'button: run the search' },
  history: { id: 'search.history', defaultMessage: 'Korábbi keresések', description: 'heading of the search history' },
  historyEmpty: { id: 'search.historyEmpty', defaultMessage: 'Még nem kerestél semmit. Címkére is kereshetsz: #lepke', description: 'the search history is empty' },
  remove: { id: 'search.remove', defaultMessage: '„{query}” törlése az előzményekből', description: 'button: remove one search from the history' },
  clear: { id: 'search.clear', defaultMessage: 'Előzmények törlése', description: 'button: clear the whole search history' },
  posts: { id: 'search.posts', defaultMessage: 'Bejegyzések', description: 'search results section: timeline posts' },
  blog: { id: 'search.blog', defaultMessage: 'Blog', description: 'search results section: blog posts' },
  stories: { id: 'search.stories', defaultMessage: 'Történetek', description: 'search results section: stories' },
  species: { id: 'search.species', defaultMessage: 'Fajok', description: 'search results section: species' },
  records: { id: 'search.records', defaultMessage: 'Megfigyelések', description: 'search results section: records of the species found by name' },
  people: { id: 'search.people', defaultMessage: 'Emberek', description: 'search results section: people' },
  more: { id: 'search.more', defaultMessage: 'Mind a {count}', description: 'link to the whole list of a section' },
  nothing: { id: 'search.nothing', defaultMessage: 'Nincs találat erre: „{query}”.', description: 'the search found nothing at all' },
});
