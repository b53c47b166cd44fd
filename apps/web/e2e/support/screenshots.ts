import os from 'node:os';
import path from 'node:path';

/** Where the journeys leave screenshots for a person to look at (the system's temporary folder). */
export const shotDir = path.join(os.tmpdir(), 'myeolgong-e2e-shots');
