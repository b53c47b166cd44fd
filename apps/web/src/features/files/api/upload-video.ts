import { filesVideo } from '@myeolgong/contract/endpoints/files';
import { fileMessages, uploadFields } from '@myeolgong/contract/files';
import { ApiError } from '../../../lib/http';
import { refusalMessage, uploadedAddresses, videoAddress } from '../utils/upload-response';
import { sendUpload, type UploadOptions } from './send-upload';

/** SPEC.md §7/§9: a video upload may take up to an hour. */
const VIDEO_UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

/** Uploads one video (POST /files/videos, field `file`) with progress; resolves to its address. */
export async function uploadVideo(file: File, options?: UploadOptions): Promise<string> {
  const form = new FormData();
  form.append(uploadFields.video, file, file.name);
  const body = await sendUpload(filesVideo, form, VIDEO_UPLOAD_TIMEOUT_MS, options);
  const refused = refusalMessage(body);
  if (refused !== null) {
    throw new ApiError(200, 'UNKNOWN', refused || fileMessages.videoUploadFailed);
  }
  const address = uploadedAddresses(body).map(videoAddress).find(Boolean);
  if (!address) throw new ApiError(200, 'UNKNOWN', fileMessages.noFileUrl);
  return address;
}
