import { TextField } from '../../../components/ui/field';
import * as ko from '../../../lib/i18n/ko';
import { type PostFormState, postFieldIds } from '../hooks/use-post-form';
import type { MediaUploader } from '../utils/media-uploader';
import { addImages, addressImage } from '../utils/post-form';
import { ImageUploadField } from './image-upload-field';
import { VideoUploadField } from './video-upload-field';

/*
 * The inputs of one post type each (SPEC.md §4/§5): IMAGE's pictures, LINK's address, VIDEO's
 * upload or address. TEXT has only the content field, which every type shows after these.
 */

interface TypeFieldsProps {
  form: PostFormState;
  uploader: MediaUploader;
}

/** Pictures picked, pasted or added by address, with their uploads. */
export function ImagePostFields({ form, uploader }: TypeFieldsProps) {
  const { values, errors, media, touch, clearServerError } = form;
  return (
    <ImageUploadField
      id={postFieldIds.images}
      images={values.images}
      accept={uploader.imageAccept}
      error={errors.images}
      pickError={media.pickError}
      onFiles={(files) => {
        clearServerError('images');
        media.addImageFiles(files);
      }}
      onAddress={(url) => {
        touch('images')();
        media.setPickError(null);
        clearServerError('images');
        form.setValues((current) => addImages(current, [addressImage(url)]));
      }}
      onAddressError={media.setPickError}
      onRetry={media.retryImage}
      onRemove={(image) => {
        media.removeImage(image);
        clearServerError();
      }}
    />
  );
}

/** The link's address. */
export function LinkPostFields({ form }: { form: PostFormState }) {
  const { values, errors, change, touch } = form;
  return (
    <TextField
      id={postFieldIds.url}
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
  );
}

/** A video file uploaded with its progress, or a video's address. */
export function VideoPostFields({ form, uploader }: TypeFieldsProps) {
  const { values, errors, media, change, touch, clearServerError } = form;
  return (
    <VideoUploadField
      id={postFieldIds.videoUrl}
      videoUrl={values.videoUrl}
      upload={values.videoUpload}
      accept={uploader.videoAccept}
      maxMb={Math.round(uploader.videoMaxBytes / (1024 * 1024))}
      error={errors.videoUrl}
      pickError={media.videoError}
      onFile={(file) => {
        clearServerError('videoUrl');
        media.pickVideo(file);
      }}
      onUrlChange={(videoUrl) => change('videoUrl', { videoUrl })}
      onUrlBlur={touch('videoUrl')}
      onCancel={media.cancelVideo}
      onRetry={media.retryVideo}
    />
  );
}
