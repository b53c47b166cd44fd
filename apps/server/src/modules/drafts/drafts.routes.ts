import {
  draftsById,
  draftsCreate,
  draftsList,
  draftsRemove,
  draftsUpdate,
} from '@myeolgong/contract/endpoints';
import { Draft, DraftBody, DraftList, draftMessages as m } from '@myeolgong/contract/drafts';
import { ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const DraftId = z.object({
  id: z.coerce
    .number({ error: m.invalidId })
    .int({ error: m.invalidId })
    .positive({ error: m.invalidId })
    .max(Number.MAX_SAFE_INTEGER, { error: m.invalidId }),
});
/**
 * One open editor's saves (migration 0022): the editor's key and each save's rising number. A
 * create repeated with the same key writes into the draft that key made; a save older than the
 * same editor's last one changes nothing (another editor's save takes the draft over). Both
 * optional, used together: without them every save is applied.
 */
const EditorSaveHeaders = z.object({
  'draft-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: m.invalidEditorKey })
    .optional()
    .meta({ description: '편집기 하나의 저장 키 (영문, 숫자, -, _ 8~64자)' }),
  'draft-revision': z.coerce
    .number({ error: m.invalidRevision })
    .int({ error: m.invalidRevision })
    .min(1, { error: m.invalidRevision })
    .max(2_147_483_647, { error: m.invalidRevision })
    .optional()
    .meta({ description: '그 편집기의 몇 번째 저장인지 (늦게 도착한 이전 저장은 반영하지 않음)' }),
});
type EditorSaveHeaders = z.infer<typeof EditorSaveHeaders>;

/** The editor's save when both headers came (a create repeated by key needs both). */
function editorSave(headers: EditorSaveHeaders) {
  const key = headers['draft-key'];
  const revision = headers['draft-revision'];
  return key !== undefined && revision !== undefined ? { key, revision } : null;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const secured = [{ bearerAuth: [] }];
/** Drafts are private: no anonymous answer shows them, so no cached list changes. */
const noCachedChange = { invalidates: () => [] };

/** 임시저장 (CONTRACT.md 'Community conventions'): only the owner sees a draft. */
const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.drafts;
  const tags = ['drafts'];
  const base = { tags, security: secured };

  app.get(
    draftsList.path,
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: '내 임시저장 글 (최근 저장 순, 최대 20개)',
        response: { 200: DraftList, ...errors },
      },
    },
    async (request) => service.list(request.viewer!),
  );

  app.post(
    draftsCreate.path,
    {
      preHandler: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary:
          '임시저장 (게시글 필드, 모두 선택; 회원당 최대 20개; 같은 Draft-Key의 반복은 그 글에 저장, 200)',
        headers: EditorSaveHeaders,
        body: DraftBody,
        response: { 200: Draft, 201: Draft, ...errors },
      },
    },
    async (request, reply) => {
      const save = editorSave(request.headers);
      const { draft, created } = await service.create(request.body, request.viewer!, save);
      return reply.status(created ? 201 : 200).send(draft);
    },
  );

  app.get(
    draftsById.path,
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: '임시저장 글 (본인 것만)',
        params: DraftId,
        response: { 200: Draft, ...errors },
      },
    },
    async (request) => service.get(request.params.id, request.viewer!),
  );

  app.put(
    draftsUpdate.path,
    {
      preHandler: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '임시저장 글 덮어쓰기 (본인 것만)',
        params: DraftId,
        headers: EditorSaveHeaders,
        body: DraftBody,
        response: { 200: Draft, ...errors },
      },
    },
    async (request) => {
      const save = editorSave(request.headers);
      return service.update(request.params.id, request.body, request.viewer!, save);
    },
  );

  app.delete(
    draftsRemove.path,
    {
      preHandler: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '임시저장 글 삭제 (본인 것만)',
        params: DraftId,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.viewer!);
      return reply.status(204).send();
    },
  );
};

export default draftsRoutes;
