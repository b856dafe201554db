import { DEFAULT_CAT_CONFIG, type CatConfig } from './engine';
import { cefrScale } from './scoring';

/** The adaptive test's settings (what the benchmark measured). */
export const GENERAL_CONFIG: CatConfig = DEFAULT_CAT_CONFIG;

/** Placement: the same, plus the classification rule on the CEFR cuts. */
export const PLACEMENT_CONFIG: CatConfig = {
  ...DEFAULT_CAT_CONFIG,
  classification: { cuts: cefrScale.cuts, z: 1.96 },
};
