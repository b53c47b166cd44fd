import { filesImageFile, filesVideoFile } from './endpoints/files';
// Its own module, free of files.ts's upload limits and messages: the web's media chunk (lib/image-url,
// vite.config.ts 'post-media') takes its dependencies with it, and files.ts pulls korean-number.

/** SPEC.md §7: names become /api/files/images/{name} (the name as stored, not encoded). */
export const imageUrl = (name: string) => filesImageFile.path.replace(':name', name);
/** Videos are served (with HTTP range requests) from /api/files/videos/{name}. */
export const videoUrl = (name: string) => filesVideoFile.path.replace(':name', name);
