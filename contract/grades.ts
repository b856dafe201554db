import { Type, type Static } from '@sinclair/typebox';
import { SCHOOL_LEVELS } from './constants';
import { defineEndpoint } from './endpoint';
import { StringEnum, Success } from './http';

export const GradeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'G1–G13' }),
  name: Type.String({ description: 'Vietnamese display name' }),
  nameEn: Type.String({ description: 'English display name' }),
  schoolLevel: StringEnum(SCHOOL_LEVELS),
  gradeEduhomeId: Type.Integer(),
});
export type GradeDto = Static<typeof GradeSchema>;

export const gradesEndpoints = {
  list: defineEndpoint('GET', '/grades', {
    tags: ['catalogue'],
    summary: 'All grades, G1 to G13, ordered by id',
    response: { 200: Success(Type.Array(GradeSchema)) },
  }),
};
