/**
 * The classes contract in one import for the web app: values from `class-rules.ts`, types from
 * the schema modules (`classes.ts`, `statistics.ts`, `teacher.ts`). It builds no schema, so
 * importing it never loads TypeBox.
 */
export * from './class-rules';
export type {
  AddResultData,
  AddResultQuery,
  AssetResultDto,
  AssignedUnitTestDto,
  AssignmentDetailDto,
  AssignmentResultDto,
  CalendarQuery,
  ClassBriefDto,
  ClassReferenceDto,
  ClassResultStatsDto,
  JoinClassRequest,
  JoinClassResponse,
  JoinClassResultDto,
  JoinRequestDto,
  StudentClassDetailDto,
  StudentClassDto,
  TeacherBriefDto,
} from './classes';
export type {
  CountByDateDto,
  CountMissionDto,
  CountMissionRequest,
  SkillsDataDto,
  SkillsRequest,
  SkillStatisticDto,
  StatisticRangeRequest,
} from './statistics';
export type {
  AssignmentResultsDto,
  ClassMemberDto,
  CreateAssignmentRequest,
  CreateClassRequest,
  CreateReferenceRequest,
  ItemStatisticDto,
  TeacherAssignmentDto,
  TeacherClassDto,
  TeacherJoinRequestDto,
  UpdateAssignmentRequest,
  UpdateClassRequest,
} from './teacher';
