import {
  aiAddPerson,
  aiExportPeople,
  aiImportPeople,
  aiPeople,
  aiRemovePerson,
  aiUpdatePerson,
} from '@myeolgong/contract/endpoints';
import {
  KnowledgePerson,
  PeopleImportResult,
  Person,
  PersonBody,
  PersonFact,
} from '@myeolgong/contract/ai';
import { PEOPLE_IMPORT_MAX, personCategories } from '@myeolgong/contract/ai-wire';
import { ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors';
import { canManagePeople } from '../../policies/person';
import { presentKnowledge, presentPerson } from './ai.presenter';
import { peopleMessages } from './people.service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
};
const secured = [{ bearerAuth: [] }];
const tags = ['ai', 'admin'];

const PersonId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const PeopleQuery = z.object({
  query: z.string().max(100).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
const PeoplePage = z.object({
  content: z.array(Person),
  totalElements: z.number().int(),
  last: z.boolean(),
  number: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  empty: z.boolean(),
});
/** The export: the knowledge-file format; an operator's entry may lack a category or date. */
const ExportedPerson = KnowledgePerson.extend({
  id: z.string(),
  category: z.enum(personCategories).nullable(),
  facts: z.array(PersonFact.extend({ label: z.string() })),
  asOf: z.string().nullable(),
});
/** A whole knowledge file can be imported: up to 10 MB. */
const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

/** /api/admin/people: the knowledge base for operators (ADMIN and SUPER_ADMIN). */
const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.people;
  const requireAdmin = async (request: FastifyRequest) => {
    if (!canManagePeople(request.viewer))
      throw forbidden('관리자만 인물 정보를 관리할 수 있습니다.');
  };
  const adminOnly = [app.requireUser, requireAdmin];

  app.get(
    aiPeople.path,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: secured,
        summary: '인물 지식베이스 목록과 검색 (관리자)',
        querystring: PeopleQuery,
        response: { 200: PeoplePage, ...errors },
      },
    },
    async (request, reply) => {
      const { query, page, size } = request.query;
      const { rows, total } = await service.list(query?.trim() || undefined, page, size);
      const totalPages = Math.ceil(total / size);
      reply.header('cache-control', 'no-store');
      return {
        content: rows.map(presentPerson),
        totalElements: total,
        last: page + 1 >= totalPages,
        number: page,
        size,
        totalPages,
        empty: rows.length === 0,
      };
    },
  );

  app.get(
    aiExportPeople.path,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: secured,
        summary: '인물 지식베이스 내보내기: 지식 파일과 같은 JSON 배열 (관리자)',
        response: { 200: z.array(ExportedPerson), ...errors },
      },
    },
    async (_request, reply) => {
      const rows = await service.exportAll();
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="people-${day}.json"`);
      return rows.map(presentKnowledge);
    },
  );

  app.post(
    aiImportPeople.path,
    {
      preHandler: adminOnly,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security: secured,
        summary: '인물 가져오기: 지식 파일 형식의 배열, id(slug)로 추가하거나 고침 (관리자)',
        body: z
          .array(KnowledgePerson)
          .min(1, { error: '가져올 인물이 없습니다.' })
          .max(PEOPLE_IMPORT_MAX, {
            error: `한 번에 ${PEOPLE_IMPORT_MAX}명까지 가져올 수 있습니다.`,
          }),
        response: { 200: PeopleImportResult, ...errors },
      },
    },
    async (request) => service.import(request.body, request.viewer!.id),
  );

  app.post(
    aiAddPerson.path,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: secured,
        summary: '인물 추가 (관리자)',
        body: PersonBody,
        response: { 201: Person, ...errors },
      },
    },
    async (request, reply) => {
      const row = await service.create(request.body, request.viewer!.id);
      return reply.status(201).send(presentPerson(row));
    },
  );

  app.put(
    aiUpdatePerson.path,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: secured,
        summary: '인물 수정 (관리자)',
        params: PersonId,
        body: PersonBody,
        response: { 200: Person, ...errors },
      },
    },
    async (request) =>
      presentPerson(await service.update(request.params.id, request.body, request.viewer!.id)),
  );

  app.delete(
    aiRemovePerson.path,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: secured,
        summary: '인물 삭제 (관리자)',
        params: PersonId,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.viewer!.id);
      return { success: true as const, message: peopleMessages.deleted };
    },
  );
};

export default peopleRoutes;
