import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

/** S3-compatible storage when every S3_* variable is set, otherwise DATA_DIR/uploads. */
export function storageFromConfig(config: Config): FileStorage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY && config.S3_SECRET_KEY) {
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY,
      secretAccessKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
    });
  }
  return localStorage(`${config.dataDir}/uploads`);
}
