import { isAdmin, type Viewer } from '../lib/viewer';

/** What the file policy needs of an upload: who uploaded it. */
export interface FileRef {
  ownerId: number;
}

/** The uploader deletes their upload (with its variants); an operator any upload. */
export const canDeleteFile = (viewer: Viewer, file: FileRef) =>
  file.ownerId === viewer.id || isAdmin(viewer);
