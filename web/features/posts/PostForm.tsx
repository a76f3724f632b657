import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router';
import type { PostForm_post$key } from '../../__generated__/PostForm_post.graphql.ts';
import type { PostForm_viewer$key } from '../../__generated__/PostForm_viewer.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import type { FieldProblem } from '../forms/rules.ts';
import { useFormErrorDialog } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { PRIVACY_CHOICES, privacyLevel } from '@domain/privacy.ts';
import { type ImageSizeClass, imageSizeClass } from '@domain/media.ts';
import { privacyMessages } from '../home/timeline-item.ts';
import { existingUpload, UploadQueue } from '../media/upload-queue.ts';
import { xhrTransport } from '../media/upload-transport.ts';
import { usePersistentUploads } from '../media/upload-store.ts';
import { hasAppHistory } from '../shell/navigation.ts';
import { BOARD_TYPES, CHOOSABLE_TYPES, type EditTarget, TIMELINE_TYPES } from './edit-route.ts';
import { postMessages, typeMessage } from './messages.ts';
import { defaultPrivacy, initialValues, type Values } from './post-form-values.ts';
import { PostMediaFields } from './PostMediaFields.tsx';
import { RichTextField } from '../rich-text/RichTextField.tsx';
import { useMoodLocation } from './useMoodLocation.ts';
import { usePostSave } from './usePostSave.ts';

const viewerFragment = graphql`
  fragment PostForm_viewer on Viewer {
    # The {x}_pp defaults: per type on the own timeline, post_pp on a board.
    NOTE: defaultPostPrivacy(type: NOTE)
    NEWS: defaultPostPrivacy(type: NEWS)
    QUESTION: defaultPostPrivacy(type: QUESTION)
    MOOD: defaultPostPrivacy(type: MOOD)
    LESSON: defaultPostPrivacy(type: LESSON)
    SOLUTION: defaultPostPrivacy(type: SOLUTION)
    board: defaultPostPrivacy(type: NOTE, onBoard: true)
    publishTargets {
      id
      recId
      displayName
    }
  }
`;

const postFragment = graphql`
  fragment PostForm_post on Post {
    id
    recId
    type
    title
    body
    lessonId
    lat
    lon
    eventAt
    mediaSize
    media {
      recId
      fileName
      mediaType
      thumb
      pres
      orig
    }
    viewerCanEdit
    viewerCanDelete
    entity {
      id
      recId
      displayName
    }
    item {
      id
      privacy
    }
  }
`;

interface PostFormProps {
  target: EditTarget;
  viewer: PostForm_viewer$key;
  /** the post being edited; null for a new one */
  post: PostForm_post$key | null | undefined;
  /** the title of the lesson a new solution answers */
  lessonTitle: string | null | undefined;
}

/** The form of every kind of post: its fields follow the type (a mood has no title but a place, an event a time). */
export function PostForm({ target, viewer: viewerKey, post: postKey, lessonTitle }: PostFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const viewer = useFragment(viewerFragment, viewerKey);
  const post = useFragment(postFragment, postKey);
  const [values, setValues] = useState(() => initialValues(target, viewer, post));
  const [changed, setChanged] = useState(false);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const guard = useUnsavedChangesGuard(changed);
  const location = useLocation();
  const [queue] = useState(() => {
    const created = new UploadQueue(xhrTransport());
    created.attachExisting((post?.media ?? []).map(existingUpload));
    return created;
  });
  // Kept in IndexedDB, like a record's: a reload loses no photo and sends none twice.
  const forgetUploads = usePersistentUploads(queue, location.pathname);
  const [mediaSize, setMediaSize] = useState<ImageSizeClass>(() => imageSizeClass(post?.mediaSize) ?? 100);
  // Any change of the photo list is a change of the form.
  useEffect(() => queue.subscribe(() => setChanged(true)), [queue]);
  const ids = { title: useId(), body: useId(), privacy: useId(), entity: useId(), type: useId(), lat: useId(), lon: useId(), eventAt: useId() };

  const isEdit = target.kind === 'edit';
  const { type } = values;
  const isMood = type === 'MOOD';
  const { locating, locate } = useMoodLocation(isMood && !isEdit, setValues);
  const untitled = isMood || type === 'SOLUTION';
  const canBeOnBoard = BOARD_TYPES.includes(type);
  const targets = viewer.publishTargets;
  const boardOnly = !TIMELINE_TYPES.includes(type);

  const fieldLabels = useMemo(
    () => ({
      title: postMessages.title,
      body: isMood ? postMessages.moodMessage : postMessages.body,
      lat: postMessages.lat,
      lon: postMessages.lon,
      entityId: postMessages.publishTo,
      privacy: postMessages.privacy,
      lessonId: postMessages.typeLESSON,
      eventAt: postMessages.eventAt,
    }),
    [isMood],
  );
  const showFormErrors = useFormErrorDialog(fieldLabels);

  const [privacyChosen, setPrivacyChosen] = useState(isEdit);
  const set = (field: keyof Values) => (value: string | number) => {
    if (field === 'privacy') setPrivacyChosen(true);
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Until the writer picks a level, a new post follows the default of its type and place.
      if (!privacyChosen && (field === 'type' || field === 'entity')) next.privacy = defaultPrivacy(viewer, next.type, next.entity || null);
      return next;
    });
    setChanged(true);
    // A field's mark goes once it is edited; saving checks it again.
    const problemField = field === 'entity' ? 'entityId' : field;
    setProblems((current) => current.filter((problem) => problem.field !== problemField));
  };

  const problemFor = (field: string) => {
    const problem = problems.find((each) => each.field === field);
    return problem ? formatToken(intl, problem.code) : undefined;
  };

  const { save, remove, busy } = usePostSave({ target, post, values, queue, forgetUploads, mediaSize, guard, setChanged, setProblems, showFormErrors });

  const heading = isEdit
    ? postMessages.editPost
    : ({ MOOD: postMessages.newMood, LESSON: postMessages.newLesson, SOLUTION: postMessages.newSolution, NEWS: postMessages.newNews, NOTE: postMessages.newNote }[
        type as 'NOTE'
      ] ?? postMessages.newPost);
  const typeChoices = CHOOSABLE_TYPES.filter((each) => values.entity || TIMELINE_TYPES.includes(each));

  return (
    <form
      className="posts-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 className="posts-form__title">{intl.formatMessage(heading)}</h1>
      {lessonTitle && <p className="posts-form__hint">{intl.formatMessage(postMessages.lesson, { title: lessonTitle })}</p>}

      {!isEdit && CHOOSABLE_TYPES.includes(type) && (
        <div className="posts-field">
          <label htmlFor={ids.type}>{intl.formatMessage(postMessages.type)}</label>
          <select id={ids.type} value={type} onChange={(event) => set('type')(event.target.value)}>
            {typeChoices.map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage(typeMessage(each))}
              </option>
            ))}
          </select>
        </div>
      )}

      {canBeOnBoard && (targets.length > 0 || values.entity) && (
        <div className="posts-field">
          <label htmlFor={ids.entity}>{intl.formatMessage(postMessages.publishTo)}</label>
          <select id={ids.entity} value={values.entity} aria-invalid={problemFor('entityId') ? true : undefined} onChange={(event) => set('entity')(event.target.value)}>
            {!boardOnly && <option value="">{intl.formatMessage(postMessages.ownTimeline)}</option>}
            {boardOnly && !values.entity && <option value="" />}
            {targets.map((entity) => (
              <option key={entity.id} value={String(entity.recId)}>
                {entity.displayName}
              </option>
            ))}
            {values.entity && !targets.some((entity) => String(entity.recId) === values.entity) && (
              <option value={values.entity}>{post?.entity?.displayName ?? values.entity}</option>
            )}
          </select>
          {problemFor('entityId') && <span className="posts-field__error">{problemFor('entityId')}</span>}
        </div>
      )}

      {!untitled && (
        <div className="posts-field">
          <label htmlFor={ids.title}>{intl.formatMessage(postMessages.title)}</label>
          <input
            id={ids.title}
            name="title"
            value={values.title}
            maxLength={200}
            aria-invalid={problemFor('title') ? true : undefined}
            onChange={(event) => set('title')(event.target.value)}
          />
          {problemFor('title') && <span className="posts-field__error">{problemFor('title')}</span>}
        </div>
      )}

      {isMood ? (
        <div className="posts-field">
          <label htmlFor={ids.body}>{intl.formatMessage(postMessages.moodMessage)}</label>
          <textarea
            id={ids.body}
            name="body"
            rows={3}
            value={values.body}
            aria-invalid={problemFor('body') ? true : undefined}
            onChange={(event) => set('body')(event.target.value)}
          />
          {problemFor('body') && <span className="posts-field__error">{problemFor('body')}</span>}
        </div>
      ) : (
        <RichTextField name="post-body" label={intl.formatMessage(postMessages.body)} value={values.body} onChange={set('body')} error={problemFor('body')} />
      )}

      {!isMood && (
        <PostMediaFields
          queue={queue}
          size={mediaSize}
          onSizeChange={(size) => {
            setMediaSize(size);
            setChanged(true);
          }}
        />
      )}

      {type === 'EVENT' && (
        <div className="posts-field">
          <label htmlFor={ids.eventAt}>{intl.formatMessage(postMessages.eventAt)}</label>
          <input id={ids.eventAt} type="datetime-local" value={values.eventAt} onChange={(event) => set('eventAt')(event.target.value)} />
        </div>
      )}

      {isMood && (
        <fieldset className="posts-fieldset">
          <legend>{intl.formatMessage(postMessages.location)}</legend>
          <div className="posts-row">
            <div className="posts-field">
              <label htmlFor={ids.lat}>{intl.formatMessage(postMessages.lat)}</label>
              <input id={ids.lat} inputMode="decimal" value={values.lat} onChange={(event) => set('lat')(event.target.value)} />
              {problemFor('lat') && <span className="posts-field__error">{problemFor('lat')}</span>}
            </div>
            <div className="posts-field">
              <label htmlFor={ids.lon}>{intl.formatMessage(postMessages.lon)}</label>
              <input id={ids.lon} inputMode="decimal" value={values.lon} onChange={(event) => set('lon')(event.target.value)} />
              {problemFor('lon') && <span className="posts-field__error">{problemFor('lon')}</span>}
            </div>
          </div>
          <Button className="posts-button posts-button--quiet" onPress={locate} isDisabled={locating}>
            {intl.formatMessage(locating ? postMessages.locating : postMessages.useMyLocation)}
          </Button>
        </fieldset>
      )}

      <div className="posts-field">
        <label htmlFor={ids.privacy}>{intl.formatMessage(postMessages.privacy)}</label>
        <select id={ids.privacy} value={values.privacy} onChange={(event) => set('privacy')(Number(event.target.value))}>
          {PRIVACY_CHOICES.map((level) => (
            <option key={level} value={level}>
              {intl.formatMessage(privacyMessages[privacyLevel(level)])}
            </option>
          ))}
        </select>
      </div>

      <div className="posts-actions">
        {isEdit && post?.viewerCanDelete && (
          <Button className="posts-button posts-button--danger" onPress={() => void remove()} isDisabled={busy}>
            {intl.formatMessage(postMessages.delete)}
          </Button>
        )}
        <span className="posts-actions__spacer" />
        <Button className="posts-button posts-button--quiet" onPress={() => void (hasAppHistory() ? navigate(-1) : navigate('/'))} isDisabled={busy}>
          {intl.formatMessage(postMessages.cancel)}
        </Button>
        <Button type="submit" className="posts-button posts-button--primary" isDisabled={busy}>
          {intl.formatMessage(postMessages.save)}
        </Button>
      </div>
    </form>
  );
}
