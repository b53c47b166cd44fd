import type { DraftBody } from '@myeolgong/contract/drafts';
import { fileMessages } from '@myeolgong/contract/files';
import type { Post } from '@myeolgong/contract/posts';
import { TITLE_MAX } from '@myeolgong/contract/posts';
import { clsx } from 'clsx';
import { CircleAlert, FileText, Image, Link2, Video } from 'lucide-react';
import {
  type ClipboardEvent,
  type FormEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import {
  LazyConfirmDialog,
  preloadConfirmDialog,
} from '../../../components/ui/lazy-confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useFormCopy } from '../../../lib/form-copy';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { useMediaUploads } from '../hooks/use-media-uploads';
import type { MediaUploader } from '../utils/media-uploader';
import {
  addImages,
  addressImage,
  canSubmitPost,
  type FormPostType,
  formFieldOrder,
  formPostTypes,
  type PostFormErrors,
  type PostFormField,
  type PostFormValues,
  serverFieldErrors,
  switchPostType,
  limitTitle,
  titleLength,
  toDraftBody,
  toPostBody,
  uploadSummary,
  validatePostForm,
} from '../utils/post-form';
import { ImageUploadField } from './image-upload-field';
import { VideoUploadField } from './video-upload-field';
import { useMentionSuggest } from '../../../lib/mentions/use-mention-suggest';

interface BoardOption {
  name: string;
  displayName: string;
  /** 말머리 the board offers, and whether a post must pick one. */
  categories?: readonly string[];
  categoryRequired?: boolean;
}

interface PostFormProps {
  initialValues: PostFormValues;
  /** Shown under the content field (the app adds the `$종목` picker of features/stocks). */
  contentAddon?: (field: {
    id: string;
    value: string;
    onChange: (value: string) => void;
  }) => ReactNode;
  boards: readonly BoardOption[];
  /** The post being edited; absent when writing a new one. */
  postId?: number;
  /** After the server saved the post, before the page moves on. */
  onSaved?: (post: Post | undefined) => void;
  /** Image and video uploads (the files feature, passed in by the route page). */
  uploader: MediaUploader;
  /** 임시저장: save a new post as a draft while it is written (the /submit page turns it on). */
  autosave?: boolean;
  /** The draft being resumed; a new post saves to a new one. */
  draftId?: number | null;
  /** Keeps the fields in session storage under this key so a reload loses nothing (lib/form-copy). */
  copyKey?: string;
}

/** What the session copy of the form holds: the fields, and the 임시저장 draft they belong to. */
export interface PostFormCopy {
  body: DraftBody;
  draftId: number | null;
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

const typeIcons = { TEXT: FileText, IMAGE: Image, LINK: Link2, VIDEO: Video } as const;

const fieldIds: Record<PostFormField, string> = {
  boardName: 'post-board',
  category: 'post-category',
  title: 'post-title',
  content: 'post-content',
  url: 'post-url',
  images: 'post-images',
  videoUrl: 'post-video',
};

/**
 * The create and edit form (SPEC.md §2/§4/§5): type tabs, board, title with its counter, the
 * type's inputs, every rule with its Korean message (in the browser first, then the server's
 * per-field answer), and the navigation rules after saving or cancelling.
 */
export function PostForm({
  initialValues,
  boards,
  postId,
  onSaved,
  uploader,
  contentAddon,
  autosave: autosaveOn = false,
  draftId = null,
  copyKey,
}: PostFormProps) {
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<PostFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
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
  const selectedBoard = boards.find((board) => board.name === values.boardName);
  const categories = selectedBoard?.categories ?? [];

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
    formRef.current?.querySelector<HTMLElement>(`#${fieldIds[first]}`)?.focus();
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

  const count = titleLength(values.title);
  const mention = useMentionSuggest({
    id: fieldIds.content,
    value: values.content,
    onValueChange: (content) => change('content', { content }),
  });
  const contentField = (required: boolean) => (
    <div>
      <TextAreaField
        id={fieldIds.content}
        label={ko.posts.form.content}
        required={required}
        placeholder={ko.posts.form.contentPlaceholder}
        rows={required ? 10 : 5}
        value={values.content}
        onChange={(event) => change('content', { content: event.target.value })}
        onBlur={touch('content')}
        onPaste={onContentPaste}
        error={errors.content}
        {...mention.textareaProps}
      />
      {mention.list}
      {contentAddon?.({
        id: fieldIds.content,
        value: values.content,
        onChange: (content) => change('content', { content }),
      })}
    </div>
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {formError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {formError}
        </p>
      )}

      <div className="space-y-4 rounded-xl border border-line bg-surface p-4 md:p-5">
        <SelectField
          id={fieldIds.boardName}
          label={ko.posts.form.board}
          required
          value={values.boardName}
          onChange={(event) => change('boardName', { boardName: event.target.value, category: '' })}
          onBlur={touch('boardName')}
          error={errors.boardName}
          className="sm:max-w-xs"
        >
          <option value="">{ko.posts.form.boardPlaceholder}</option>
          {boards.map((board) => (
            <option key={board.name} value={board.name}>
              {board.displayName}
            </option>
          ))}
        </SelectField>

        {categories.length > 0 && (
          <SelectField
            id={fieldIds.category}
            label={ko.conventions.category}
            required={selectedBoard?.categoryRequired ?? false}
            value={values.category}
            onChange={(event) => change('category', { category: event.target.value })}
            onBlur={touch('category')}
            error={errors.category}
            className="sm:max-w-xs"
          >
            <option value="">
              {selectedBoard?.categoryRequired
                ? ko.conventions.categoryPlaceholder
                : ko.conventions.categoryNone}
            </option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
        )}

        <Tabs value={values.type} onValueChange={onTypeChange}>
          <TabsList aria-label={ko.posts.form.typeLabel}>
            {formPostTypes.map((type) => {
              const Icon = typeIcons[type];
              return (
                <TabsTrigger
                  key={type}
                  value={type}
                  className="inline-flex flex-1 items-center justify-center gap-1.5 sm:flex-none"
                >
                  <Icon aria-hidden="true" className="size-4 max-sm:hidden" />
                  {ko.posts.type[type]}
                </TabsTrigger>
              );
            })}
          </TabsList>

          <div className="space-y-4 pt-4">
            <TextField
              id={fieldIds.title}
              label={ko.posts.form.title}
              required
              placeholder={ko.posts.form.titlePlaceholder}
              autoComplete="off"
              value={values.title}
              onChange={(event) => change('title', { title: limitTitle(event.target.value) })}
              onBlur={touch('title')}
              error={errors.title}
              aside={
                <span
                  className={clsx(
                    'text-xs tabular-nums',
                    count > TITLE_MAX ? 'font-semibold text-danger' : 'text-fg-muted',
                  )}
                >
                  {ko.posts.form.titleCount(count, TITLE_MAX)}
                </span>
              }
            />

            <TabsContent value="TEXT" className="outline-none">
              {contentField(true)}
            </TabsContent>

            <TabsContent value="IMAGE" className="space-y-4 outline-none">
              <ImageUploadField
                id={fieldIds.images}
                images={values.images}
                accept={uploader.imageAccept}
                error={errors.images}
                pickError={media.pickError}
                onFiles={(files) => {
                  setServerErrors(({ images: _removed, ...rest }) => rest);
                  media.addImageFiles(files);
                }}
                onAddress={(url) => {
                  touch('images')();
                  media.setPickError(null);
                  setServerErrors(({ images: _removed, ...rest }) => rest);
                  setValues((current) => addImages(current, [addressImage(url)]));
                }}
                onAddressError={media.setPickError}
                onRetry={media.retryImage}
                onRemove={(image) => {
                  media.removeImage(image);
                  setServerErrors({});
                }}
              />
              {contentField(false)}
            </TabsContent>

            <TabsContent value="LINK" className="space-y-4 outline-none">
              <TextField
                id={fieldIds.url}
                type="url"
                inputMode="url"
                label={ko.posts.form.url}
                required
                placeholder={ko.posts.form.urlPlaceholder}
                autoComplete="off"
                value={values.url}
                onChange={(event) => change('url', { url: event.target.value })}
                onBlur={touch('url')}
                error={errors.url}
                hint={ko.posts.form.urlHint}
              />
              {contentField(false)}
            </TabsContent>

            <TabsContent value="VIDEO" className="space-y-4 outline-none">
              <VideoUploadField
                id={fieldIds.videoUrl}
                videoUrl={values.videoUrl}
                upload={values.videoUpload}
                accept={uploader.videoAccept}
                maxMb={Math.round(uploader.videoMaxBytes / (1024 * 1024))}
                error={errors.videoUrl}
                pickError={media.videoError}
                onFile={(file) => {
                  setServerErrors(({ videoUrl: _removed, ...rest }) => rest);
                  media.pickVideo(file);
                }}
                onUrlChange={(videoUrl) => change('videoUrl', { videoUrl })}
                onUrlBlur={touch('videoUrl')}
                onCancel={media.cancelVideo}
                onRetry={media.retryVideo}
              />
              {contentField(false)}
            </TabsContent>
          </div>
        </Tabs>
      </div>

      <div className="flex justify-end gap-2">
        <Button
          onClick={() => {
            copy.clear();
            void navigate('/boards/all');
          }}
          disabled={submitting}
        >
          {ko.common.cancel}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={!canSubmitPost(values) || submitting}
          aria-busy={submitting || undefined}
        >
          {submitting
            ? ko.posts.form.submitting
            : editing
              ? ko.posts.form.submitEdit
              : ko.posts.form.submitCreate}
        </Button>
      </div>

      <LazyConfirmDialog
        loadingBackdrop
        open={media.largeVideo !== null}
        onOpenChange={(open) => !open && media.dismissLargeVideo()}
        title={ko.files.videoTooBigTitle}
        description={
          <>
            {fileMessages.videoTooLarge(media.largeVideo?.size ?? null, uploader.videoMaxBytes)}{' '}
            {ko.files.videoTooBigConfirm}
          </>
        }
        confirmLabel={ko.files.uploadAnyway}
        onConfirm={media.confirmLargeVideo}
      />
    </form>
  );
}
