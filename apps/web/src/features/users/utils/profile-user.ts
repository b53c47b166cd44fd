/** What a profile page shows about a member: the API's User, or the cached copy for oneself. */
export interface ProfileUser {
  id: number;
  nickname: string | null;
  email: string | null;
  profileImage: string | null;
  createdAt: string | null;
}
