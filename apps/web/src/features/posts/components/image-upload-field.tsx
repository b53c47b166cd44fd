import { IMAGE_MAX_BYTES } from '@myeolgong/contract/files';
import { IMAGES_MAX, postMessages as m } from '@myeolgong/contract/posts';
import { clsx } from 'clsx';
import { ImageOff, ImagePlus, RotateCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DropZone } from '../../../components/ui/drop-zone';
import { inputClass } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import * as ko from '../../../lib/i18n/ko';
import type { FormImage } from '../utils/post-form';
import { normalizeMediaAddress } from '../utils/post-address';

interface ImageUploadFieldProps {
  id: string;
  images: readonly FormImage[];
  accept: string;
  /** The form's message for the images (required, not uploaded yet, …). */
  error: string | undefined;
  /** What was left out of the last pick (not an image, over five). */
  pickError: string | null;
  onFiles: (files: File[]) => void;
  onAddress: (url: string) => void;
  onAddressError: (message: string) => void;
  onRetry: (image: FormImage) => void;
  onRemove: (image: FormImage) => void;
}

const MB = 1024 * 1024;

/** SPEC.md §2/§5 image input: pick or drop up to five images, each with progress, retry and remove. */
export function ImageUploadField({
  id,
  images,
  accept,
  error,
  pickError,
  onFiles,
  onAddress,
  onAddressError,
  onRetry,
  onRemove,
}: ImageUploadFieldProps) {
  const addressId = useId();
  const [address, setAddress] = useState('');
  const full = images.length >= IMAGES_MAX;
  const message = pickError ?? error;

  const addAddress = () => {
    const normalized = normalizeMediaAddress(address);
    if (!normalized) {
      onAddressError(address.trim() ? m.imageUrlInvalid : m.imageRequired);
      return;
    }
    onAddress(normalized);
    setAddress('');
  };

  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium">
          {ko.posts.form.images}
          <span className="ml-1 text-xs font-normal text-fg-muted">{ko.common.required}</span>
        </span>
        <span className="text-xs text-fg-muted tabular-nums">
          {ko.fileFields.imageCount(images.length, IMAGES_MAX)}
        </span>
      </div>

      <DropZone
        icon={<ImagePlus aria-hidden="true" className="size-8 text-fg-muted" />}
        prompt={ko.fileFields.dropImages}
        chooseLabel={ko.fileFields.chooseImages}
        inputLabel={ko.fileFields.chooseImages}
        accept={accept}
        multiple
        disabled={full}
        invalid={Boolean(message)}
        field={{
          id,
          describedBy: message ? `${id}-error` : `${id}-hint`,
          invalid: Boolean(message),
        }}
        onFiles={onFiles}
      />
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {ko.fileFields.imageHint(IMAGES_MAX, Math.round(IMAGE_MAX_BYTES / MB))}
        </p>
      )}

      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {images.map((image, index) => (
            <ImageTile
              key={image.key}
              image={image}
              number={index + 1}
              onRetry={() => onRetry(image)}
              onRemove={() => onRemove(image)}
            />
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-1.5">
        <label htmlFor={addressId} className="text-sm font-medium">
          {ko.fileFields.imageAddress}
          <span className="ml-1 text-xs font-normal text-fg-muted">{ko.common.optional}</span>
        </label>
        <div className="flex gap-2">
          <input
            id={addressId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={ko.fileFields.imageAddressPlaceholder}
            value={address}
            disabled={full}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addAddress();
              }
            }}
            className={clsx(inputClass, 'h-10 min-w-0 flex-1')}
          />
          <Button onClick={addAddress} disabled={full || !address.trim()}>
            {ko.fileFields.addAddress}
          </Button>
        </div>
      </div>
    </div>
  );
}

function ImageTile({
  image,
  number,
  onRetry,
  onRemove,
}: {
  image: FormImage;
  number: number;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const label = ko.posts.form.imagePreview(number);
  const showImage = image.preview && failedPreview !== image.preview;
  return (
    <li className="relative">
      <div className="relative aspect-square overflow-hidden rounded-lg border border-line bg-surface-muted">
        {showImage ? (
          <img
            src={image.preview ?? undefined}
            alt={label}
            onError={() => setFailedPreview(image.preview)}
            className={clsx('size-full object-cover', image.status !== 'uploaded' && 'opacity-60')}
          />
        ) : (
          <div
            role="img"
            aria-label={label}
            className="flex size-full items-center justify-center text-fg-muted"
          >
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        )}
        {image.status === 'uploading' && (
          <div className="absolute inset-x-2 bottom-2 rounded-md bg-black/60 p-1.5">
            <ProgressBar
              value={image.progress}
              label={ko.fileFields.uploadProgress(label)}
              className="h-1.5 bg-white/30"
            />
          </div>
        )}
        {image.status === 'failed' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/60 p-1 text-center text-xs text-white">
            <span title={image.error ?? undefined}>{ko.fileFields.uploadFailedLabel}</span>
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex items-center gap-1 rounded-md bg-white/15 px-2 py-1 font-medium hover:bg-white/25"
            >
              <RotateCw aria-hidden="true" className="size-3.5" />
              {ko.fileFields.retryUpload}
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={ko.posts.form.removeImage(number)}
        className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-sm hover:bg-surface-muted"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
