import { youtubeVideoId } from '@myeolgong/contract/video-links';
import { clsx } from 'clsx';
import { CircleAlert, Film, Play, RotateCw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DropZone } from '../../../components/ui/drop-zone';
import { TextField } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import * as ko from '../../../lib/i18n/ko';
import { isVideoFile } from '../utils/post-fields';
import { normalizeMediaAddress } from '../utils/post-address';
import type { FormVideoUpload } from '../utils/post-form';

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
  const uploading = upload?.status === 'uploading';

  return (
    <div className="space-y-3">
      <DropZone
        icon={<Film aria-hidden="true" className="size-8 text-fg-muted" />}
        prompt={ko.fileFields.dropVideo}
        chooseLabel={videoUrl ? ko.fileFields.chooseAnotherVideo : ko.fileFields.chooseVideo}
        inputLabel={ko.fileFields.chooseVideo}
        accept={accept}
        disabled={uploading}
        invalid={Boolean(pickError)}
        onFiles={(files) => onFile(files[0])}
      >
        <p className="text-xs text-fg-muted">{ko.fileFields.videoHint(maxMb)}</p>
      </DropZone>
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
                  ? ko.fileFields.processing
                  : ko.fileFields.percent(Math.round(upload.progress * 100))}
              </span>
            )}
          </div>
          {uploading ? (
            <div className="flex items-center gap-2">
              <ProgressBar
                value={upload.progress}
                label={ko.fileFields.uploadProgress(upload.fileName)}
                className="flex-1"
              />
              <Button size="sm" variant="ghost" onClick={onCancel}>
                <X aria-hidden="true" className="size-4" />
                {ko.fileFields.cancelUpload}
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
                {ko.fileFields.retryUpload}
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
        aria-label={ko.fileFields.videoPreview}
        className="size-full"
      />
    </div>
  );
}
