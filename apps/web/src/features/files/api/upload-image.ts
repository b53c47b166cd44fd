import { filesImage } from '@myeolgong/contract/endpoints/files';
import { fileMessages, uploadFields } from '@myeolgong/contract/files';
import { ApiError } from '../../../lib/http';
import { imageAddress, refusalMessage, uploadedAddresses } from '../utils/upload-response';
import { sendUpload, type UploadOptions } from './send-upload';

/** SPEC.md §7: POST /api/files/image has 30 s. */
const IMAGE_UPLOAD_TIMEOUT_MS = 30_000;

/** Uploads one image (field `file`) and resolves to the address a post stores. */
export async function uploadImage(file: Blob, name: string, options?: UploadOptions) {
  const form = new FormData();
  form.append(uploadFields.image, file, name);
  const body = await sendUpload(filesImage, form, IMAGE_UPLOAD_TIMEOUT_MS, options);
  const refused = refusalMessage(body);
  if (refused !== null) {
    throw new ApiError(200, 'UNKNOWN', refused || fileMessages.imageUploadFailed);
  }
  const address = uploadedAddresses(body).map(imageAddress).find(Boolean);
  if (!address) throw new ApiError(200, 'UNKNOWN', fileMessages.noFileUrl);
  return address;
}
