import { isAdmin, type Viewer } from '../lib/viewer';

/** Operators create boards. */
export const canCreateBoard = (viewer: Viewer) => isAdmin(viewer);

/** Operators edit a board's name on screen, description, images and 말머리. */
export const canEditBoard = (viewer: Viewer) => isAdmin(viewer);
