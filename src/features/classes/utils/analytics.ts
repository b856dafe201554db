/** Turning the statistics answers into what the analytics page draws and tabulates. */
import type { CountMissionDto, SkillStatisticDto, SkillStatus } from '@contract/classes-api';
import type { Skill } from '@contract/constants';

/** Ink colours of the skills (the tokens' $skill-colors), so a skill looks the same everywhere. */
export const SKILL_COLORS: Record<Skill, string> = {
  LI: '#1c41b8',
  RE: '#c2410c',
  PR: '#5b21b6',
  GR: '#15803d',
  VO: '#0f766e',
  SP: '#9d174d',
  WR: '#854d0e',
};

export const MISSION_PARTS = ['onTime', 'late', 'missed', 'open'] as const;
export type MissionPart = (typeof MISSION_PARTS)[number];
export const MISSION_COLORS: Record<MissionPart, string> = {
  onTime: '#16a34a',
  late: '#d97706',
  missed: '#dc2626',
  open: '#93b4fd',
};

/** Skills with at least one scored answer in the range: the others have nothing to draw. */
export function skillsWithData(skills: readonly SkillStatisticDto[]): SkillStatisticDto[] {
  return skills.filter((skill) => skill.total > 0);
}

/** The status words' order: what needs work first. */
const STATUS_ORDER: Record<SkillStatus, number> = { RED: 0, AMBER: 1, GREEN: 2, NONE: 3 };

export function skillsByNeed(skills: readonly SkillStatisticDto[]): SkillStatisticDto[] {
  return [...skills].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (a.percent ?? 0) - (b.percent ?? 0),
  );
}

/** Done against the total as a whole percentage; 0 when nothing is assigned yet. */
export function missionPercent(mission: Pick<CountMissionDto, 'assignedDone' | 'assignedTotal'>): number {
  return mission.assignedTotal > 0 ? Math.round((mission.assignedDone / mission.assignedTotal) * 100) : 0;
}
