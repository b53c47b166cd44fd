import type { DraftBody } from '@myeolgong/contract/drafts';
import type { Post } from '@myeolgong/contract/posts';
import { type ClipboardEvent, type FormEvent, type RefObject, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { preloadConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { useFormCopy } from '../../../lib/form-copy';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useMentionSuggest } from '../../../lib/mentions/use-mention-suggest';
import { showToast } from '../../../lib/toast';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import type { MediaUploader } from '../utils/media-uploader';
import {
  type FormPostType,
  formFieldOrder,
  type PostFormErrors,
  type PostFormField,
  type PostFormValues,
  switchPostType,
  toDraftBody,
  toPostBody,
} from '../utils/post-form';
import { serverFieldErrors, uploadSummary, validatePostForm } from '../utils/post-form-rules';
import { useDraftAutosave } from './use-draft-autosave';
import { useMediaUploads } from './use-media-uploads';

/** What the session copy of the form holds: the fields, and the 임시저장 draft they belong to. */
export interface PostFormCopy {
  body: DraftBody;
  draftId: number | null;
}

export interface PostFormOptions {
  initialValues: PostFormValues;
  /** The post being edited; absent when writing a new one. */
  postId?: number | undefined;
  /** After the server saved the post, before the page moves on. */
  onSaved?: ((post: Post | undefined) => void) | undefined;
  /** Image and video uploads (the files feature, passed in by the route page). */
  uploader: MediaUploader;
  /** 임시저장: save a new post as a draft while it is written (the /submit page turns it on). */
  autosave?: boolean | undefined;
  /** The draft being resumed; a new post saves to a new one. */
  draftId?: number | null | undefined;
  /** Keeps the fields in session storage under this key so a reload loses nothing (lib/form-copy). */
  copyKey?: string | undefined;
}

const emptyCopy = ({ body }: PostFormCopy) =>
  !body.title?.trim() &&
  !body.content?.trim() &&
  !body.url &&
  !body.videoUrl &&
  !body.images?.length;

const pendingUploadMessages: readonly string[] = [
  ko.files.imageNotUploaded,
  ko.files.videoNotUploaded,
];
const isPendingUploadMessage = (message: string | undefined) =>
  message !== undefined && pendingUploadMessages.includes(message);

/** The element id of each field (focus on the first error, labels, the mention list). */
export const postFieldIds: Record<PostFormField, string> = {
  boardName: 'post-board',
  category: 'post-category',
  title: 'post-title',
  content: 'post-content',
  url: 'post-url',
  images: 'post-images',
  videoUrl: 'post-video',
};

/**
 * The post form's state: the values and their uploads, which errors show (a field's once it was
 * left or the form was sent; the server's per-field answer first), 임시저장 and the session copy,
 * and sending the post with the navigation after it (SPEC.md §2/§4/§5/§7). `formRef` is the
 * form's element, where the first field in error gets the focus.
 */
export function usePostForm(
  {
    initialValues,
    postId,
    onSaved,
    uploader,
    autosave: autosaveOn = false,
    draftId = null,
    copyKey,
  }: PostFormOptions,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<PostFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const media = useMediaUploads(uploader, values, setValues);
  const editing = postId !== undefined;
  // 임시저장 while writing a new post (an edit changes the published post only).
  const autosave = useDraftAutosave(toDraftBody(values), draftId, autosaveOn && !editing);
  const copy = useFormCopy<PostFormCopy>(
    copyKey ?? null,
    { body: toDraftBody(values), draftId: autosave.draftId },
    emptyCopy,
  );
  const submitting = preparing || create.isPending || update.isPending;

  const clientErrors = validatePostForm(values);
  const errors: PostFormErrors = { ...serverErrors };
  for (const field of formFieldOrder) {
    if (errors[field] || !(submitted || touched.has(field))) continue;
    // An upload under way is not a mistake: 'not uploaded yet' waits for a submit.
    const pending = isPendingUploadMessage(clientErrors[field]);
    if (submitted || !pending) errors[field] = clientErrors[field];
  }

  const change = (field: PostFormField, next: Partial<PostFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    if (serverErrors[field]) setServerErrors(({ [field]: _removed, ...rest }) => rest);
  };
  const touch = (field: PostFormField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  /** Drops the server's message on one field (a new pick answers it), or on every field. */
  const clearServerError = (field?: PostFormField) =>
    setServerErrors(field === undefined ? {} : ({ [field]: _removed, ...rest }) => rest);

  useEffect(() => {
    // Asked only about a video over the size limit: its dialog code downloads once the video tab
    // is chosen, not with the form.
    if (values.type === 'VIDEO') preloadConfirmDialog();
  }, [values.type]);

  const onTypeChange = (type: string) => {
    if (type !== values.type) media.resetAll();
    setValues((current) => switchPostType(current, type as FormPostType));
    setServerErrors({});
  };

  /** SPEC.md §4: images pasted into the text become an IMAGE post's uploads. */
  const onContentPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (values.type === 'VIDEO') return;
    const files = [...event.clipboardData.files].filter(uploader.isImageFile);
    if (files.length === 0) return;
    event.preventDefault();
    media.addImageFiles(files);
  };

  const focusFirstError = (found: PostFormErrors) => {
    const first = formFieldOrder.find((field) => found[field]);
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`#${postFieldIds[first]}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      focusFirstError(clientErrors);
      return;
    }
    const body = toPostBody(values);
    // SPEC.md §7: base64 images in the content go up as files first; failed ones stay base64.
    if (body.content && /data:image\//i.test(body.content)) {
      setPreparing(true);
      try {
        const converted = await uploader.uploadContentImages(body.content);
        body.content = converted.content;
        const summary = uploadSummary(converted.uploaded, converted.total, null);
        if (summary) showToast(summary, converted.uploaded === 0 ? 'error' : 'info');
      } finally {
        setPreparing(false);
      }
    }
    const onError = (error: unknown) => {
      const fields = error instanceof ApiError ? serverFieldErrors(error.fields) : {};
      setServerErrors(fields);
      const shownOnField = Object.keys(fields).length > 0;
      setFormError(
        shownOnField
          ? null
          : error instanceof ApiError && error.message
            ? error.message
            : ko.posts.form.saveError,
      );
      focusFirstError(fields);
    };
    if (editing) {
      update.mutate(
        { postId, body },
        {
          onSuccess: (post) => {
            copy.clear();
            onSaved?.(post);
            showToast(ko.posts.form.updated);
            void navigate(`/post/${postId}`);
          },
          onError,
        },
      );
    } else {
      if (autosave.draftId !== null) body.draftId = autosave.draftId;
      create.mutate(body, {
        onSuccess: (post) => {
          autosave.stop();
          copy.clear();
          onSaved?.(post);
          showToast(ko.posts.form.created);
          // SPEC.md §2: to the new post, or to its board when no id came back.
          void navigate(
            post?.id > 0
              ? `/post/${post.id}`
              : `/boards/${encodeURIComponent(body.boardName ?? '')}`,
          );
        },
        onError,
      });
    }
  };

  const mention = useMentionSuggest({
    id: postFieldIds.content,
    value: values.content,
    onValueChange: (content) => change('content', { content }),
  });

  /** 취소: the session copy goes, and the page goes back to the boards. */
  const cancel = () => {
    copy.clear();
    void navigate('/boards/all');
  };

  return {
    values,
    setValues,
    errors,
    formError,
    editing,
    submitting,
    media,
    mention,
    change,
    touch,
    clearServerError,
    onTypeChange,
    onContentPaste,
    onSubmit,
    cancel,
  };
}

export type PostFormState = ReturnType<typeof usePostForm>;
