/**
 * The classes contract in one import for the web app: values from `class-rules.ts`, types from
 * the schema modules (`classes.ts`, `statistics.ts`, `teacher.ts`). It builds no schema, so
 * importing it never loads TypeBox.
 */
export * from './class-rules';
export type {
  AssignedUnitTestDto,
  AssignmentResultDto,
  ClassReferenceDto,
  ClassResultStatsDto,
  JoinRequestDto,
  StudentClassDto,
} from './classes';
export type { CountByDateDto, CountMissionDto, SkillsDataDto, SkillStatisticDto } from './statistics';
