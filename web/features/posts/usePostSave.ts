import { type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { PostEditPageCreateMutation } from '../../__generated__/PostEditPageCreateMutation.graphql.ts';
import type { PostEditPageDeleteMutation } from '../../__generated__/PostEditPageDeleteMutation.graphql.ts';
import type { PostEditPageUpdateMutation } from '../../__generated__/PostEditPageUpdateMutation.graphql.ts';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import type { PostForm_post$data } from '../../__generated__/PostForm_post.graphql.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { type FieldProblem, validateForm } from '../forms/rules.ts';
import { useFormErrorDialog, useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import type { UnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import type { ImageSizeClass } from '@domain/media.ts';
import type { UploadQueue } from '../media/upload-queue.ts';
import { useUploadsSettled } from '../media/useUploadsSettled.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { hasAppHistory } from '../shell/navigation.ts';
import { richTextMessages } from '../rich-text/messages.ts';
import { htmlToText, textToHtml } from './body-text.ts';
import { BOARD_TYPES, type EditTarget, globalId, TIMELINE_TYPES } from './edit-route.ts';
import { postMessages } from './messages.ts';
import { createMutation, deleteMutation, updateMutation } from './PostEditPage.mutations.ts';
import { coordinate, type Values } from './post-form-values.ts';
import { createdItemConnections, itemListConnections } from './store.ts';

interface PostSaveOptions {
  target: EditTarget;
  post: PostForm_post$data | null | undefined;
  values: Values;
  queue: UploadQueue;
  forgetUploads: () => Promise<void>;
  mediaSize: ImageSizeClass;
  guard: UnsavedChangesGuard;
  setChanged: Dispatch<SetStateAction<boolean>>;
  setProblems: Dispatch<SetStateAction<readonly FieldProblem[]>>;
  showFormErrors: ReturnType<typeof useFormErrorDialog>;
}

/** Saving (checked here first, then by the server) and deleting a post, and where the writer goes after. */
export function usePostSave({ target, post, values, queue, forgetUploads, mediaSize, guard, setChanged, setProblems, showFormErrors }: PostSaveOptions) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const requestError = useRequestErrorAlert();
  const viewer = useViewer();
  const [commitCreate, creating] = useMutation<PostEditPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<PostEditPageUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<PostEditPageDeleteMutation>(deleteMutation);
  const busy = creating || updating || deleting;
  const uploadsSettled = useUploadsSettled(queue);
  const isEdit = target.kind === 'edit';
  const { type } = values;
  const isMood = type === 'MOOD';
  const untitled = isMood || type === 'SOLUTION';
  const canBeOnBoard = BOARD_TYPES.includes(type);
  const boardOnly = !TIMELINE_TYPES.includes(type);

  const fail = (result: mutationError_error$key) => {
    const error = mutationError(result);
    if (error?.fields.length) {
      setProblems(error.fields);
      void showFormErrors(error.fields);
      return;
    }
    void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
  };

  const leave = (to: string | number) => {
    guard.markSaved();
    setChanged(false);
    void forgetUploads();
    if (typeof to === 'number') void navigate(to);
    else void navigate(to, { replace: false });
  };
  const back = (fallback: string) => leave(hasAppHistory() ? -1 : fallback);

  const save = async () => {
    if (busy || !(await uploadsSettled())) return;
    const rules: Record<string, string> = { title: untitled ? '' : 'required', body: 'required;minlength:3', lat: 'lat', lon: 'lon' };
    // The rules read the text a reader sees: a rich body's HTML tags count for nothing.
    const text = isMood ? values.body : htmlToText(values.body);
    const found = validateForm({ ...values, body: text, privacy: String(values.privacy) }, rules, { lat: coordinate(90), lon: coordinate(180) });
    if (boardOnly && !values.entity) found.push({ field: 'entityId', code: 'FIELD_REQUIRED' });
    setProblems(found);
    if (found.length) {
      void showFormErrors(found);
      return;
    }
    const number = (value: string) => (value.trim() ? Number(value.replace(',', '.')) : null);
    const common = {
      title: untitled ? values.title.trim() || undefined : values.title.trim(),
      body: isMood ? textToHtml(values.body) : values.body,
      privacy: values.privacy,
      lat: isMood ? number(values.lat) : undefined,
      lon: isMood ? number(values.lon) : undefined,
      eventAt: type === 'EVENT' && values.eventAt ? new Date(values.eventAt).toISOString() : undefined,
      mediaIds: isMood ? [] : queue.mediaIds,
      mediaSize,
    };
    const entityId = canBeOnBoard && values.entity ? globalId('Entity', values.entity) : null;
    if (isEdit && post?.id) {
      commitUpdate({
        variables: { input: { id: post.id, ...common, ...(canBeOnBoard ? { entityId } : {}) } },
        onCompleted: ({ updatePost }) => {
          if (updatePost.__typename !== 'UpdatePostPayload') return fail(updatePost);
          toast(intl.formatMessage(updatePost.richTextCleaned ? richTextMessages.cleaned : postMessages.saved), { kind: 'success' });
          back('/');
        },
        onError: (error) => void requestError(error),
      });
      return;
    }
    const lessonId = target.kind === 'new' && target.lessonId ? globalId('Post', target.lessonId) : undefined;
    // The post lands on the board it names (posts/service.ts createPost), so the lists are known before the answer.
    const lists = createdItemConnections({ authorEntityId: viewer.entityId ?? null, entityRecId: canBeOnBoard && values.entity ? Number(values.entity) : null, type });
    commitCreate({
      variables: { input: { type, ...common, entityId, lessonId }, homeConnections: lists.home, personConnections: lists.person, boardConnections: lists.board },
      onCompleted: ({ createPost }) => {
        if (createPost.__typename !== 'CreatePostPayload') return fail(createPost);
        toast(intl.formatMessage(createPost.richTextCleaned ? richTextMessages.cleaned : postMessages.saved), { kind: 'success' });
        if (target.kind === 'new' && target.lessonId) leave(`/entity/post/${target.lessonId}`);
        else if (createPost.post?.entity) leave(`/entity/${createPost.post.entity.recId}`);
        // Back to the timeline the writer came from (home or the own profile), the new item on top.
        else back('/');
      },
      onError: (error) => void requestError(error),
    });
  };

  const remove = async () => {
    if (!post?.id) return;
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
      confirmLabel: intl.formatMessage(postMessages.delete),
      destructive: true,
    });
    if (!confirmed) return;
    commitDelete({
      variables: { input: { id: post.id }, connections: itemListConnections(post.entity?.recId) },
      onCompleted: ({ deletePost }) => {
        if (deletePost.__typename !== 'DeletePostPayload') {
          toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
          return;
        }
        toast(intl.formatMessage(postMessages.deleted), { kind: 'success' });
        leave(post.entity ? `/entity/${post.entity.recId}` : '/');
      },
      onError: () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' }),
    });
  };

  return { save, remove, busy };
}
