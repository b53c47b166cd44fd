import {
  DRAFTS_MAX,
  draftMessages as m,
  type Draft,
  type DraftBody,
} from '@myeolgong/contract/drafts';
import { AppError, notFound } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import type { DraftRow, DraftsRepository, DraftWrite, EditorSave } from './drafts.repository';

function presentDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    url: row.url,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    images: row.images,
    boardName: row.board_name,
    category: row.category,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A draft holds the post fields as typed: nothing is required, the limits still hold. */
function toWrite(body: DraftBody): DraftWrite {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    board_name: text(body.boardName),
    category: text(body.category),
    type: body.type ?? 'TEXT',
    title: body.title ?? '',
    content: body.content ?? '',
    url: text(body.url),
    image_url: text(body.imageUrl),
    video_url: text(body.videoUrl),
    images: (body.images ?? []).filter((image) => image.trim() !== ''),
  };
}

/**
 * Drafts (임시저장): a member's unpublished posts, at most DRAFTS_MAX. Another member's draft is
 * answered as missing (404), never as forbidden, so ids reveal nothing.
 */
export function draftsService(repo: DraftsRepository) {
  return {
    async list(viewer: Viewer) {
      return (await repo.list(viewer.id)).map(presentDraft);
    },
    async get(id: number, viewer: Viewer) {
      const row = await repo.find(id, viewer.id);
      if (!row) throw notFound(m.notFound);
      return presentDraft(row);
    },
    /** The draft, and whether this call made it (201) or an earlier save of the editor did. */
    async create(body: DraftBody, viewer: Viewer, save: EditorSave | null = null) {
      const result = await repo.create(viewer.id, toWrite(body), DRAFTS_MAX, save);
      if (!result) throw new AppError(400, 'LIMIT_EXCEEDED', m.tooMany);
      return { draft: presentDraft(result.row), created: result.created };
    },
    async update(id: number, body: DraftBody, viewer: Viewer, save: EditorSave | null = null) {
      const row = await repo.update(id, viewer.id, toWrite(body), save);
      if (!row) throw notFound(m.notFound);
      return presentDraft(row);
    },
    async remove(id: number, viewer: Viewer) {
      if (!(await repo.remove(id, viewer.id))) throw notFound(m.notFound);
    },
  };
}
