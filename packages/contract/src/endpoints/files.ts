// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { FileDeleted, FilesStatus, UploadedFile, UploadedFiles } from '../files';
import { DELETE, GET, POST } from '../endpoint';

/** Connectivity check and the upload limits. */
export const filesStatus = GET('/api/files', {} as { res: FilesStatus });
/** Multipart, field `file`. */
export const filesImage = POST('/api/files/image', {} as { res: UploadedFile });
/** Multipart, field `files`. */
export const filesImages = POST('/api/files/images', {} as { res: UploadedFiles });
/** Multipart, field `file`, streamed to storage. */
export const filesVideo = POST('/files/videos', {} as { res: UploadedFile });
export const filesImageFile = GET('/api/files/images/:name', {} as { res: Blob });
export const filesVideoFile = GET('/api/files/videos/:name', {} as { res: Blob });
export const filesRemove = DELETE('/files', {} as { query: { fileUrl: string }; res: FileDeleted });
