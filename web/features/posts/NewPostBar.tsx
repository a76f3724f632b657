import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../ui/index.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { COMPOSER_TYPES, newPostRoute, type PostType } from './edit-route.ts';
import { postMessages, typeMessage } from './messages.ts';
import './posts.css';

const KIND_ICONS: Partial<Record<PostType, IconName>> = { NOTE: 'pen', MOOD: 'heart', QUESTION: 'comment', LESSON: 'leaf', NEWS: 'book' };

export interface NewPostBarProps {
  displayName: string;
  profileImageUrl?: string | null | undefined;
}

/**
 * The way to write on home and on the own profile: a prompt that opens a new note, and a row of
 * the other kinds of the own timeline (mood, question, lesson, news).
 */
export function NewPostBar({ displayName, profileImageUrl }: NewPostBarProps) {
  const intl = useIntl();
  return (
    <section className="posts-composer" aria-label={intl.formatMessage(postMessages.newPost)} data-testid="new-post-bar">
      <div className="posts-composer__top">
        <EntityAvatar name={displayName} imageUrl={profileImageUrl ?? null} size={40} />
        <Link className="posts-composer__prompt" to={newPostRoute('NOTE')} aria-label={intl.formatMessage(postMessages.newNote)}>
          {intl.formatMessage(postMessages.composerPrompt)}
        </Link>
      </div>
      <nav className="posts-composer__kinds" aria-label={intl.formatMessage(postMessages.composerKinds)}>
        {COMPOSER_TYPES.map((type) => {
          return (
            <Link key={type} className="posts-composer__kind" to={newPostRoute(type)}>
              <Icon name={KIND_ICONS[type] ?? 'pen'} size={18} />
              {intl.formatMessage(typeMessage(type))}
            </Link>
          );
        })}
      </nav>
    </section>
  );
}
