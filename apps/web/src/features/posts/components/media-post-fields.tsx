import type { PostFormState } from '../hooks/use-post-form';
import { postFieldIds } from '../hooks/use-post-form';
import type { MediaUploader } from '../utils/media-uploader';
import { addImages, addressImage } from '../utils/post-form';
import { ImageUploadField } from './image-upload-field';
import { VideoUploadField } from './video-upload-field';

/*
 * IMAGE's and VIDEO's inputs (SPEC.md §4/§5) with their uploads: a chunk of their own, loaded when
 * the type is chosen or approached (post-form.tsx), so a text post's editor does not download them.
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
