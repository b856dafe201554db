import { SCHOOL_LEVELS } from '@contract/constants';
import { errorResponses, successSchema } from '../../lib/http-schemas';

export const gradeSchema = {
  type: 'object',
  required: ['id', 'code', 'name', 'nameEn', 'schoolLevel', 'gradeEduhomeId'],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string', description: 'G1–G13' },
    name: { type: 'string', description: 'Vietnamese display name' },
    nameEn: { type: 'string', description: 'English display name' },
    schoolLevel: { type: 'string', enum: [...SCHOOL_LEVELS] },
    gradeEduhomeId: { type: 'integer' },
  },
} as const;

export const listGradesSchema = {
  tags: ['catalogue'],
  summary: 'All grades, G1 to G13, ordered by id',
  response: {
    200: successSchema({ type: 'array', items: gradeSchema }),
    ...errorResponses(),
  },
};
