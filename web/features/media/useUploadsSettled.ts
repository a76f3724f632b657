import { useIntl } from 'react-intl';
import { useConfirm } from '../../ui/index.ts';
import { mediaMessages as m } from './media-messages.ts';
import type { UploadQueue } from './upload-queue.ts';

/**
 * Saving a form while its uploads run (social-core §5 FILE_UPLOAD_IN_PROGRESS): the user keeps
 * waiting, or stops the uploads and saves with the finished files. Resolves true when saving may go on.
 */
export function useUploadsSettled(queue: UploadQueue): () => Promise<boolean> {
  const intl = useIntl();
  const confirm = useConfirm();
  return async () => {
    if (!queue.busy) return true;
    const stop = await confirm({
      title: intl.formatMessage(m.FILE_UPLOAD_IN_PROGRESS),
      message: intl.formatMessage(m.inProgressQuestion),
      confirmLabel: intl.formatMessage(m.stopAndSave),
      cancelLabel: intl.formatMessage(m.continue),
    });
    if (stop) queue.cancelAll();
    return stop;
  };
}
