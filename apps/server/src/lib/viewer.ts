import type { Role } from '../db/schema';

/** The signed-in member making the request (who is asking). */
export interface Viewer {
  id: number;
  role: Role;
  restrictedUntil: Date | null;
}

export const isAdmin = (viewer: Viewer | null) =>
  viewer?.role === 'ADMIN' || viewer?.role === 'SUPER_ADMIN';
