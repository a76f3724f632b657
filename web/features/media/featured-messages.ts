import { defineMessages } from '../../i18n/define-messages.ts';

/** Texts of the featured media of a profile (recording §2 /profile/featured/media/edit/). Hungarian is the source. */
export const featuredMessages = defineMessages({
  title: { id: 'featured.title', defaultMessage: 'Kiemelt képek', description: "Heading of a profile's featured photos" },
  edit: { id: 'featured.edit', defaultMessage: 'Kiemelt képek szerkesztése', description: 'Link to choosing the featured photos of the own profile' },
  allMedia: { id: 'featured.allMedia', defaultMessage: 'Összes média', description: "Link to all media of a profile's owner" },
  emptyOwn: {
    id: 'featured.emptyOwn',
    defaultMessage: 'Még nincs kiemelt képed. Válassz a fotóid közül, és megjelennek a profilodon.',
    description: 'Own profile without featured photos',
  },
  editTitle: { id: 'featured.editTitle', defaultMessage: 'Kiemelt képek', description: 'Title of the featured photos edit page' },
  editHint: {
    id: 'featured.editHint',
    defaultMessage: 'Koppints egy fotóra a kiemeléshez. A profilodon a {max} legújabb kiemelt kép látszik.',
    description: 'Hint on the featured photos edit page, with how many the profile shows',
  },
  featuredBadge: { id: 'featured.badge', defaultMessage: 'Kiemelt', description: 'Badge on a featured photo tile' },
  noPhotos: { id: 'featured.noPhotos', defaultMessage: 'Még nem töltöttél fel fotót.', description: 'Featured edit page: the viewer has no photos' },
  toggle: { id: 'featured.toggle', defaultMessage: 'Kiemelés a profilon: {name}', description: 'Accessible name of a photo toggle on the featured edit page' },
});
