/** Turning the statistics answers into what the analytics page draws and tabulates. */
import type { CountMissionDto, SkillStatisticDto, SkillStatus } from '@contract/classes-api';
import type { Skill } from '@contract/constants';

/**
 * Ink colours of the skills: the tokens' $skill-colors (a test keeps them equal), so a skill looks
 * the same everywhere, each at least 4.5:1 on white.
 */
export const SKILL_COLORS: Record<Skill, string> = {
  LI: '#1c41b8',
  RE: '#9a3412',
  PR: '#5b21b6',
  GR: '#15803d',
  VO: '#0e7490',
  SP: '#9d174d',
  WR: '#854d0e',
};

/**
 * Line patterns of the skills in charts: two skills whose inks are near in hue (listening and
 * pronunciation, reading and writing) are also told apart by their line and point, not by
 * colour alone.
 */
export const SKILL_LINES: Record<Skill, { dash: number[]; point: 'circle' | 'rect' | 'triangle' | 'rectRot' }> = {
  LI: { dash: [], point: 'circle' },
  RE: { dash: [], point: 'rect' },
  PR: { dash: [6, 4], point: 'triangle' },
  GR: { dash: [], point: 'rectRot' },
  VO: { dash: [2, 3], point: 'circle' },
  SP: { dash: [], point: 'triangle' },
  WR: { dash: [6, 4], point: 'rectRot' },
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
