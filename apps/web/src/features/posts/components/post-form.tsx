import { IMAGES_MAX, type Post, TITLE_MAX } from '@myeolgong/contract/posts';
import { youtubeVideoId } from '@myeolgong/contract/video-links';
import { clsx } from 'clsx';
import { CircleAlert, FileText, Image, ImageOff, Link2, Play, Video, X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/http';
import { ko } from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import {
  canSubmitPost,
  type FormPostType,
  formFieldOrder,
  formPostTypes,
  imageLines,
  normalizeMediaAddress,
  type PostFormErrors,
  type PostFormField,
  type PostFormValues,
  removeImage,
  serverFieldErrors,
  switchPostType,
  titleLength,
  toPostBody,
  validatePostForm,
} from '../utils/post-form';

export interface BoardOption {
  name: string;
  displayName: string;
}

interface PostFormProps {
  initialValues: PostFormValues;
  boards: readonly BoardOption[];
  /** The post being edited; absent when writing a new one. */
  postId?: number;
  /** After the server saved the post, before the page moves on. */
  onSaved?: (post: Post | undefined) => void;
}

const typeIcons = { TEXT: FileText, IMAGE: Image, LINK: Link2, VIDEO: Video } as const;

const fieldIds: Record<PostFormField, string> = {
  boardName: 'post-board',
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
export function PostForm({ initialValues, boards, postId, onSaved }: PostFormProps) {
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<PostFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const editing = postId !== undefined;
  const submitting = create.isPending || update.isPending;

  const clientErrors = validatePostForm(values);
  const errors: PostFormErrors = { ...serverErrors };
  for (const field of formFieldOrder) {
    if (!errors[field] && (submitted || touched.has(field))) errors[field] = clientErrors[field];
  }

  const change = (field: PostFormField, next: Partial<PostFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    if (serverErrors[field]) setServerErrors(({ [field]: _removed, ...rest }) => rest);
  };
  const touch = (field: PostFormField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const onTypeChange = (type: string) => {
    setValues((current) => switchPostType(current, type as FormPostType));
    setServerErrors({});
  };

  const focusFirstError = (found: PostFormErrors) => {
    const first = formFieldOrder.find((field) => found[field]);
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`#${fieldIds[first]}`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      focusFirstError(clientErrors);
      return;
    }
    const body = toPostBody(values);
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
            onSaved?.(post);
            showToast(ko.posts.form.updated);
            void navigate(`/post/${postId}`);
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (post) => {
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
  const contentField = (required: boolean) => (
    <TextAreaField
      id={fieldIds.content}
      label={ko.posts.form.content}
      required={required}
      placeholder={ko.posts.form.contentPlaceholder}
      rows={required ? 10 : 5}
      value={values.content}
      onChange={(event) => change('content', { content: event.target.value })}
      onBlur={touch('content')}
      error={errors.content}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
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
          onChange={(event) => change('boardName', { boardName: event.target.value })}
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
              onChange={(event) => change('title', { title: event.target.value })}
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
              <TextAreaField
                id={fieldIds.images}
                label={ko.posts.form.images}
                required
                rows={3}
                placeholder={ko.posts.form.imagesPlaceholder}
                value={values.imagesText}
                onChange={(event) => change('images', { imagesText: event.target.value })}
                onBlur={touch('images')}
                error={errors.images}
                hint={ko.posts.form.imagesHint(IMAGES_MAX)}
                className="min-h-20 font-mono text-xs"
              />
              <ImagePreviews
                values={values}
                onRemove={(index) => {
                  setValues((current) => removeImage(current, index));
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
              <TextField
                id={fieldIds.videoUrl}
                type="url"
                inputMode="url"
                label={ko.posts.form.video}
                required
                placeholder={ko.posts.form.videoPlaceholder}
                autoComplete="off"
                value={values.videoUrl}
                onChange={(event) => change('videoUrl', { videoUrl: event.target.value })}
                onBlur={touch('videoUrl')}
                error={errors.videoUrl}
                hint={ko.posts.form.videoHint}
              />
              <VideoPreview url={values.videoUrl} />
              {contentField(false)}
            </TabsContent>
          </div>
        </Tabs>
      </div>

      <div className="flex justify-end gap-2">
        <Button onClick={() => void navigate('/boards/all')} disabled={submitting}>
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
    </form>
  );
}

/** A fixed-size preview per address, each with a remove button. */
function ImagePreviews({
  values,
  onRemove,
}: {
  values: PostFormValues;
  onRemove: (index: number) => void;
}) {
  const images = imageLines(values.imagesText);
  if (images.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3 pt-1">
      {images.map((image, index) => (
        <li key={`${index}-${image}`} className="relative">
          <PreviewImage
            src={normalizeMediaAddress(image)}
            label={ko.posts.form.imagePreview(index + 1)}
          />
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={ko.posts.form.removeImage(index + 1)}
            className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-sm hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function PreviewImage({ src, label }: { src: string | null; label: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box =
    'flex size-24 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-muted text-fg-muted';
  if (!src || failedSrc === src) {
    return (
      <div role="img" aria-label={label} className={box}>
        <ImageOff aria-hidden="true" className="size-6" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt={label}
        width={96}
        height={96}
        onError={() => setFailedSrc(src)}
        className="size-full object-cover"
      />
    </div>
  );
}

function VideoPreview({ url }: { url: string }) {
  const address = normalizeMediaAddress(url);
  const id = address ? youtubeVideoId(address) : null;
  if (!id) return null;
  return (
    <div className="relative aspect-video w-full max-w-xs overflow-hidden rounded-lg bg-surface-muted">
      <img
        src={`https://i.ytimg.com/vi/${id}/mqdefault.jpg`}
        alt=""
        onError={(event) => {
          event.currentTarget.hidden = true;
        }}
        className="size-full object-cover"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex size-10 items-center justify-center rounded-full bg-black/60 text-white"
      >
        <Play className="ml-0.5 size-5 fill-current" />
      </span>
    </div>
  );
}
