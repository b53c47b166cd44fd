import { youtubeVideoId } from '@myeolgong/contract/video-links';
import { clsx } from 'clsx';
import { CircleAlert, Film, Play, RotateCw, X } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ko } from '../../../lib/i18n/ko';
import { isVideoFile } from '../utils/post-fields';
import { type FormVideoUpload, normalizeMediaAddress } from '../utils/post-form';

interface VideoUploadFieldProps {
  id: string;
  videoUrl: string;
  upload: FormVideoUpload | null;
  accept: string;
  maxMb: number;
  error: string | undefined;
  pickError: string | null;
  onFile: (file: File | undefined) => void;
  onUrlChange: (url: string) => void;
  onUrlBlur: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * The VIDEO tab: upload a file with a progress bar (cancel, retry on failure), or paste the
 * address of a video site; a preview shows what will be posted.
 */
export function VideoUploadField({
  id,
  videoUrl,
  upload,
  accept,
  maxMb,
  error,
  pickError,
  onFile,
  onUrlChange,
  onUrlBlur,
  onCancel,
  onRetry,
}: VideoUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = upload?.status === 'uploading';

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-brand bg-brand-soft' : 'border-line bg-surface-muted/40',
          pickError && 'border-danger/60',
        )}
      >
        <Film aria-hidden="true" className="size-8 text-fg-muted" />
        <p className="text-sm text-fg-muted">{ko.files.dropVideo}</p>
        <Button onClick={() => inputRef.current?.click()} disabled={uploading}>
          {videoUrl ? ko.files.chooseAnotherVideo : ko.files.chooseVideo}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          aria-label={ko.files.chooseVideo}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            onFile(file);
          }}
        />
        <p className="text-xs text-fg-muted">{ko.files.videoHint(maxMb)}</p>
      </div>
      {pickError && (
        <p role="alert" className="text-sm text-danger">
          {pickError}
        </p>
      )}

      {upload && (
        <div
          className={clsx(
            'space-y-2 rounded-xl border p-3',
            upload.status === 'failed' ? 'border-danger/40 bg-danger/5' : 'border-line',
          )}
        >
          <div className="flex items-center gap-2 text-sm">
            <Film aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
            <span className="min-w-0 flex-1 truncate font-medium">{upload.fileName}</span>
            {uploading && (
              <span className="text-fg-muted tabular-nums" aria-hidden="true">
                {upload.progress >= 1
                  ? ko.files.processing
                  : ko.files.percent(Math.round(upload.progress * 100))}
              </span>
            )}
          </div>
          {uploading ? (
            <div className="flex items-center gap-2">
              <ProgressBar
                value={upload.progress}
                label={ko.files.uploadProgress(upload.fileName)}
                className="flex-1"
              />
              <Button size="sm" variant="ghost" onClick={onCancel}>
                <X aria-hidden="true" className="size-4" />
                {ko.files.cancelUpload}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <p role="alert" className="flex flex-1 items-start gap-1.5 text-sm text-danger">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {upload.error}
              </p>
              <Button size="sm" onClick={onRetry}>
                <RotateCw aria-hidden="true" className="size-4" />
                {ko.files.retryUpload}
              </Button>
              <Button size="sm" variant="ghost" onClick={onCancel}>
                {ko.common.cancel}
              </Button>
            </div>
          )}
        </div>
      )}

      <TextField
        id={id}
        type="url"
        inputMode="url"
        label={ko.posts.form.video}
        required
        placeholder={ko.posts.form.videoPlaceholder}
        autoComplete="off"
        value={videoUrl}
        disabled={uploading}
        onChange={(event) => onUrlChange(event.target.value)}
        onBlur={onUrlBlur}
        error={error}
        hint={ko.posts.form.videoHint}
      />
      <VideoPreview url={videoUrl} />
    </div>
  );
}

function VideoPreview({ url }: { url: string }) {
  const address = normalizeMediaAddress(url);
  if (!address) return null;
  const id = youtubeVideoId(address);
  if (id) {
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
  if (!isVideoFile(address)) return null;
  return (
    <div className="aspect-video w-full max-w-sm overflow-hidden rounded-lg bg-black">
      <video
        src={address}
        controls
        preload="metadata"
        aria-label={ko.files.videoPreview}
        className="size-full"
      />
    </div>
  );
}
