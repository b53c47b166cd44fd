import { fileMessages } from '@myeolgong/contract/files';
import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { showToast } from '../../../lib/toast';
import type { MediaUploader } from '../utils/media-uploader';
import {
  addImages,
  type FormImage,
  patchImage,
  pendingImage,
  type PostFormValues,
  removeImage,
} from '../utils/post-form';
import { acceptImageFiles, uploadSummary } from '../utils/post-form-rules';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message && !isAbort(error) ? error.message : fallback;
}

/**
 * The post form's uploads: picked images compressed and uploaded side by side with their
 * progress, a video with its progress bar, retries, cancels, and the confirm step for a video
 * over the limit. Every upload under way is cancelled when the form goes away or the type changes.
 */
export function useMediaUploads(
  uploader: MediaUploader,
  values: PostFormValues,
  setValues: Dispatch<SetStateAction<PostFormValues>>,
) {
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());
  const [pickError, setPickError] = useState<string | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const [largeVideo, setLargeVideo] = useState<File | null>(null);

  const abort = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
  }, []);

  const release = useCallback((preview: string | null) => {
    if (preview && objectUrls.current.has(preview)) {
      URL.revokeObjectURL(preview);
      objectUrls.current.delete(preview);
    }
  }, []);

  useEffect(() => {
    const running = controllers.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  /** Uploads one image; true when it went up, false when it failed, null when cancelled. */
  const runImage = useCallback(
    async (key: string, file: File): Promise<{ ok: boolean | null; error: string | null }> => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setValues((current) =>
        patchImage(current, key, { status: 'uploading', progress: 0, error: null }),
      );
      try {
        const { url, warning } = await uploader.uploadImage(file, {
          signal: controller.signal,
          onProgress: (progress) => setValues((current) => patchImage(current, key, { progress })),
        });
        setValues((current) =>
          patchImage(current, key, { status: 'uploaded', url, progress: 1, error: null }),
        );
        if (warning) showToast(warning);
        return { ok: true, error: null };
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return { ok: null, error: null };
        const message = messageOf(error, fileMessages.imageUploadFailed);
        setValues((current) => patchImage(current, key, { status: 'failed', error: message }));
        return { ok: false, error: message };
      } finally {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      }
    },
    [setValues, uploader],
  );

  const addImageFiles = (files: readonly File[]) => {
    const { accepted, error } = acceptImageFiles(files, values.images.length, uploader.isImageFile);
    setPickError(error);
    if (accepted.length === 0) return;
    const items = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      objectUrls.current.add(preview);
      return pendingImage(file, preview);
    });
    setValues((current) => addImages(current, items));
    void Promise.all(items.map((item) => runImage(item.key, item.file as File))).then((results) => {
      const settled = results.filter((result) => result.ok !== null);
      const done = settled.filter((result) => result.ok).length;
      const lastError = settled.findLast((result) => result.error)?.error ?? null;
      const summary = uploadSummary(done, settled.length, lastError);
      if (summary) showToast(summary, done === 0 ? 'error' : 'info');
    });
  };

  const retryImage = (image: FormImage) => {
    if (!image.file) return;
    void runImage(image.key, image.file).then((result) => {
      if (result.ok === false && result.error) showToast(result.error, 'error');
    });
  };

  const removeImageAt = (image: FormImage) => {
    abort(image.key);
    release(image.preview);
    setPickError(null);
    setValues((current) => removeImage(current, image.key));
  };

  const runVideo = async (file: File) => {
    abort('video');
    const controller = new AbortController();
    controllers.current.set('video', controller);
    setVideoError(null);
    setValues((current) => ({
      ...current,
      videoUrl: '',
      videoUpload: { status: 'uploading', fileName: file.name, progress: 0, error: null, file },
    }));
    try {
      const url = await uploader.uploadVideo(file, {
        signal: controller.signal,
        onProgress: (progress) =>
          setValues((current) =>
            current.videoUpload?.file === file
              ? { ...current, videoUpload: { ...current.videoUpload, progress } }
              : current,
          ),
      });
      setValues((current) =>
        current.videoUpload?.file === file
          ? { ...current, videoUrl: url, videoUpload: null }
          : current,
      );
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      const message = messageOf(error, fileMessages.videoUploadFailed);
      setValues((current) =>
        current.videoUpload?.file === file
          ? {
              ...current,
              videoUpload: { ...current.videoUpload, status: 'failed', error: message },
            }
          : current,
      );
    } finally {
      if (controllers.current.get('video') === controller) controllers.current.delete('video');
    }
  };

  /** SPEC.md §5: only videos; above the limit the member confirms first (cancel aborts). */
  const pickVideo = (file: File | undefined) => {
    if (!file) return;
    if (!uploader.isVideoFile(file)) {
      setVideoError(fileMessages.videosOnly);
      return;
    }
    if (file.size > uploader.videoMaxBytes) {
      setLargeVideo(file);
      return;
    }
    void runVideo(file);
  };

  const confirmLargeVideo = () => {
    const file = largeVideo;
    setLargeVideo(null);
    if (file) void runVideo(file);
  };

  const cancelVideo = () => {
    abort('video');
    setValues((current) => ({ ...current, videoUpload: null }));
  };

  const retryVideo = () => {
    const file = values.videoUpload?.file;
    if (file) void runVideo(file);
  };

  /** Before the type changes (SPEC.md §4): every upload stops and its preview goes. */
  const resetAll = () => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    for (const image of values.images) release(image.preview);
    setPickError(null);
    setVideoError(null);
  };

  return {
    pickError,
    setPickError,
    videoError,
    largeVideo,
    dismissLargeVideo: () => setLargeVideo(null),
    confirmLargeVideo,
    addImageFiles,
    retryImage,
    removeImage: removeImageAt,
    pickVideo,
    cancelVideo,
    retryVideo,
    resetAll,
  };
}
