import { fileMessages } from '@myeolgong/contract/files';
import { FileText, Image, Link2, Video } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import * as ko from '../../../lib/i18n/ko';
import { type PostFormOptions, usePostForm } from '../hooks/use-post-form';
import { formPostTypes } from '../utils/post-form';
import {
  BoardFields,
  type BoardOption,
  ContentField,
  type ContentAddon,
  FormActions,
  FormErrorBanner,
  TitleField,
} from './post-form-sections';
import { LinkPostFields } from './post-type-fields';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// IMAGE's and VIDEO's inputs (their uploads, drop zone, progress) download when the form is idle
// or the type is approached, so the text editor's first download leaves them out.
const mediaFields = () => import('./media-post-fields');
const ImagePostFields = lazyWithPreload(async () => (await mediaFields()).ImagePostFields);
const VideoPostFields = lazyWithPreload(async () => (await mediaFields()).VideoPostFields);
const preloadMediaFields = () => {
  ImagePostFields.preload();
  VideoPostFields.preload();
};

/** Where the media inputs go while their code downloads (about the drop zone's height). */
function MediaFieldsLoading() {
  return (
    <LoadingRegion label={ko.common.loading}>
      <Skeleton className="h-36 w-full" />
    </LoadingRegion>
  );
}

interface PostFormProps extends PostFormOptions {
  /** Shown under the content field (the app adds the `$종목` picker of features/stocks). */
  contentAddon?: ContentAddon;
  boards: readonly BoardOption[];
}

const typeIcons = { TEXT: FileText, IMAGE: Image, LINK: Link2, VIDEO: Video } as const;

/**
 * The create and edit form (SPEC.md §2/§4/§5): type tabs, board, title with its counter, the
 * type's inputs, every rule with its Korean message (in the browser first, then the server's
 * per-field answer), and the navigation rules after saving or cancelling. The state is
 * usePostForm; the sections are post-form-sections.tsx and each type's inputs post-type-fields.tsx and
 * media-post-fields.tsx.
 */
export function PostForm({ boards, contentAddon, ...options }: PostFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = usePostForm(options, formRef);
  const { values, media } = form;
  const { uploader } = options;
  const content = (required: boolean) => (
    <ContentField form={form} required={required} addon={contentAddon} />
  );
  useEffect(() => {
    // After the form is up: by the time a member picks 이미지 or 동영상 it is usually there.
    const timer = setTimeout(preloadMediaFields, 1_500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      className="space-y-4"
    >
      <FormErrorBanner message={form.formError} />

      <div className="space-y-4 rounded-xl border border-line bg-surface p-4 md:p-5">
        <BoardFields form={form} boards={boards} />

        <Tabs value={values.type} onValueChange={form.onTypeChange}>
          <TabsList aria-label={ko.posts.form.typeLabel}>
            {formPostTypes.map((type) => {
              const Icon = typeIcons[type];
              return (
                <TabsTrigger
                  key={type}
                  value={type}
                  onPointerEnter={
                    type === 'IMAGE' || type === 'VIDEO' ? preloadMediaFields : undefined
                  }
                  onFocus={type === 'IMAGE' || type === 'VIDEO' ? preloadMediaFields : undefined}
                  className="inline-flex flex-1 items-center justify-center gap-1.5 sm:flex-none"
                >
                  <Icon aria-hidden="true" className="size-4 max-sm:hidden" />
                  {ko.posts.type[type]}
                </TabsTrigger>
              );
            })}
          </TabsList>

          <div className="space-y-4 pt-4">
            <TitleField form={form} />

            <TabsContent value="TEXT" className="outline-none">
              {content(true)}
            </TabsContent>

            <TabsContent value="IMAGE" className="space-y-4 outline-none">
              <Suspense fallback={<MediaFieldsLoading />}>
                <ImagePostFields form={form} uploader={uploader} />
              </Suspense>
              {content(false)}
            </TabsContent>

            <TabsContent value="LINK" className="space-y-4 outline-none">
              <LinkPostFields form={form} />
              {content(false)}
            </TabsContent>

            <TabsContent value="VIDEO" className="space-y-4 outline-none">
              <Suspense fallback={<MediaFieldsLoading />}>
                <VideoPostFields form={form} uploader={uploader} />
              </Suspense>
              {content(false)}
            </TabsContent>
          </div>
        </Tabs>
      </div>

      <FormActions form={form} />

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
