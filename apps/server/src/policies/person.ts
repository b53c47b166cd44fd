import { isAdmin, type Viewer } from '../lib/viewer';

/** Operators (ADMIN and SUPER_ADMIN) manage the AI's knowledge base of people (/api/admin/people). */
export const canManagePeople = (viewer: Viewer | null) => isAdmin(viewer);
